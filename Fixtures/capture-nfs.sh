#!/bin/sh
# Makes Fixtures/pcap/nfs-lab.pcap (root only; needs `apt-get install -y nfs-ganesha
# nfs-ganesha-vfs rpcbind`): namespace xs6-srv runs rpcbind and nfs-ganesha (a userspace NFS
# server: this machine's kernel has no nfsd and no NFS client) exporting a scratch directory;
# namespace xs6-cli runs Fixtures/generate/nfs_client.py, a scripted ONC RPC client, so every reply
# is ganesha's own: MOUNT, then each NFSv3 procedure over TCP, a few over UDP, the error statuses
# a real server gives (missing name, existing directory, non-empty directory, bad handle, unknown
# procedure), an NFSv2 call (refused) and NFSv4 NULL and COMPOUND. Addresses 198.18.60.0/24.
#   sh Fixtures/capture-nfs.sh        then  sh Fixtures/make-expected.sh
set -eu
cd "$(dirname "$0")/.."
. Fixtures/lablib.sh
command -v ganesha.nfsd >/dev/null || { echo "capture-nfs: apt-get install -y nfs-ganesha nfs-ganesha-vfs rpcbind" >&2; exit 77; }
lab_begin xs6 nfs
OUT=Fixtures/pcap/nfs-lab.pcap
lab_netns srv cli
lab_veth srv s cli c 02:00:00:00:60:01 02:00:00:00:60:02
ip -n xs6-srv addr add 198.18.60.1/24 dev xs6-s
ip -n xs6-cli addr add 198.18.60.2/24 dev xs6-c
mkdir -p "$RUN/export" "$RUN/recov"
cat > "$RUN/ganesha.conf" <<CFG
NFS_CORE_PARAM {
    Protocols = 3, 4;
    NFS_Port = 2049;
    MNT_Port = 20048;
    Enable_NLM = false;
    Enable_RQUOTA = false;
    Enable_UDP = true;
}
NFSV4 { Graceless = true; RecoveryRoot = "$RUN/recov"; }
EXPORT {
    Export_Id = 1;
    Path = "$RUN/export";
    Pseudo = "/export";
    Tag = "export";
    Protocols = 3, 4;
    Transports = UDP, TCP;
    Access_Type = RW;
    Squash = No_Root_Squash;
    SecType = sys;
    FSAL { Name = VFS; }
}
LOG { Default_Log_Level = WARN; }
CFG
lab_spawn ip netns exec xs6-srv rpcbind -f -w
sleep 1
lab_spawn ip netns exec xs6-srv ganesha.nfsd -F -f "$RUN/ganesha.conf" -L "$RUN/ganesha.log" -p "$RUN/ganesha.pid"
sleep 4
lab_spawn ip netns exec xs6-cli tcpdump -i xs6-c -U -s 0 -w "$OUT" 'port 2049 or port 20048'
sleep 1
ip netns exec xs6-cli python3 Fixtures/generate/nfs_client.py 198.18.60.1
sleep 1
lab_stop
[ -n "${KEEP:-}" ] && cat "$RUN/ganesha.log" >&2
echo "wrote $OUT"
