"""A small scripted NFS client (ONC RPC by hand, python3 stdlib only) for Fixtures/capture-nfs.sh.

Talks to a real NFS server (nfs-ganesha in the lab) so every reply in the capture is the server's
own: MOUNT v3 for the root file handle, then the NFSv3 procedures one after another over TCP
(record marking) and a few over UDP, an NFSv2 and an NFSv4 call the server refuses or answers as
it does, and calls that fail on purpose (a missing name, a stale handle) for the error statuses.
xids are fixed so a re-made capture decodes the same way.

    python3 nfs_client.py SERVER_ADDRESS
"""
import socket
import struct
import sys

SERVER = sys.argv[1] if len(sys.argv) > 1 else "198.18.60.1"
NFS_PROG, MOUNT_PROG = 100003, 100005
xid = 0x5a000000


def pad(data):
    return data + b"\0" * ((4 - len(data) % 4) % 4)


def opaque(data):
    return struct.pack(">I", len(data)) + pad(data)


def auth_unix():
    body = struct.pack(">I", 0) + opaque(b"xs6-client") + struct.pack(">III", 0, 0, 0)
    return struct.pack(">I", 1) + opaque(body)


def call(prog, vers, proc, args):
    global xid
    xid += 1
    return xid, struct.pack(">IIIIII", xid, 0, 2, prog, vers, proc) + auth_unix() + struct.pack(">II", 0, 0) + args


class TCPConnection:
    def __init__(self, port):
        self.s = socket.create_connection((SERVER, port), timeout=5)

    def rpc(self, prog, vers, proc, args=b""):
        _, msg = call(prog, vers, proc, args)
        self.s.sendall(struct.pack(">I", 0x80000000 | len(msg)) + msg)
        data = b""
        while True:
            head = self._read(4)
            (mark,) = struct.unpack(">I", head)
            data += self._read(mark & 0x7FFFFFFF)
            if mark & 0x80000000:
                return data

    def _read(self, n):
        buf = b""
        while len(buf) < n:
            chunk = self.s.recv(n - len(buf))
            if not chunk:
                raise EOFError
            buf += chunk
        return buf


class UDPConnection:
    def __init__(self, port):
        self.s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.s.settimeout(3)
        self.addr = (SERVER, port)

    def rpc(self, prog, vers, proc, args=b""):
        _, msg = call(prog, vers, proc, args)
        self.s.sendto(msg, self.addr)
        try:
            return self.s.recv(65536)
        except socket.timeout:
            return b""


def results(reply):
    """The procedure's results after the accepted-reply header (verifier skipped)."""
    if len(reply) < 24:
        return b""
    vlen = struct.unpack(">I", reply[16:20])[0]
    start = 20 + ((vlen + 3) & ~3) + 4
    return reply[start:]


def fh3(fh):
    return opaque(fh)


def name(text):
    return opaque(text.encode())


def sattr3(mode=None, uid=None, gid=None, size=None, atime=0, mtime=0):
    out = b""
    for value in (mode, uid, gid):
        out += struct.pack(">I", 0) if value is None else struct.pack(">II", 1, value)
    out += struct.pack(">I", 0) if size is None else struct.pack(">IQ", 1, size)
    for how in (atime, mtime):
        out += struct.pack(">I", 0) if how == 0 else (struct.pack(">I", 1) if how == 1 else struct.pack(">III", 2, *how))
    return out


def handle_from_diropres(res):
    """LOOKUP3/CREATE3/MKDIR3 results: status, then (for create) a handle_follows flag."""
    status = struct.unpack(">I", res[:4])[0]
    if status != 0:
        return None
    n = struct.unpack(">I", res[4:8])[0]
    return res[8:8 + n]


def created_handle(res):
    status, follows = struct.unpack(">II", res[:8])
    if status != 0 or not follows:
        return None
    n = struct.unpack(">I", res[8:12])[0]
    return res[12:12 + n]


def main():
    mnt = TCPConnection(20048)
    mnt.rpc(MOUNT_PROG, 3, 0)
    res = results(mnt.rpc(MOUNT_PROG, 3, 1, name("/export")))
    if len(res) < 8 or struct.unpack(">I", res[:4])[0] != 0:
        res = results(mnt.rpc(MOUNT_PROG, 3, 1, name("export")))   # ganesha's export tag
    if len(res) < 8 or struct.unpack(">I", res[:4])[0] != 0:
        sys.exit("nfs_client: the server refused the mount: %r" % res)
    n = struct.unpack(">I", res[4:8])[0]
    root = res[8:8 + n]
    mnt.s.close()

    c = TCPConnection(2049)
    c.rpc(NFS_PROG, 3, 0)                                             # NULL
    c.rpc(NFS_PROG, 3, 19, fh3(root))                                 # FSINFO
    c.rpc(NFS_PROG, 3, 20, fh3(root))                                 # PATHCONF
    c.rpc(NFS_PROG, 3, 1, fh3(root))                                  # GETATTR
    c.rpc(NFS_PROG, 3, 18, fh3(root))                                 # FSSTAT
    c.rpc(NFS_PROG, 3, 4, fh3(root) + struct.pack(">I", 0x3F))        # ACCESS (all)
    c.rpc(NFS_PROG, 3, 4, fh3(root) + struct.pack(">I", 0x03))        # ACCESS (read|lookup)
    # CREATE unchecked with a mode, then WRITE unstable and filesync, COMMIT, READ.
    f = created_handle(results(c.rpc(NFS_PROG, 3, 8, fh3(root) + name("hello.txt") + struct.pack(">I", 0)
                                     + sattr3(mode=0o644))))
    data = b"hello from swiftnet's nfs lab\n"
    c.rpc(NFS_PROG, 3, 7, fh3(f) + struct.pack(">QII", 0, len(data), 0) + opaque(data))
    c.rpc(NFS_PROG, 3, 7, fh3(f) + struct.pack(">QII", len(data), 4, 2) + opaque(b"end\n"))
    c.rpc(NFS_PROG, 3, 21, fh3(f) + struct.pack(">QI", 0, 0))       # COMMIT
    c.rpc(NFS_PROG, 3, 6, fh3(f) + struct.pack(">QI", 0, 4096))     # READ to EOF
    c.rpc(NFS_PROG, 3, 6, fh3(f) + struct.pack(">QI", 6, 4))        # READ a part
    c.rpc(NFS_PROG, 3, 2, fh3(f) + sattr3(mode=0o600, size=10, atime=1, mtime=(1700000000, 5000)) + struct.pack(">I", 0))
    c.rpc(NFS_PROG, 3, 3, fh3(root) + name("hello.txt"))             # LOOKUP
    c.rpc(NFS_PROG, 3, 3, fh3(root) + name("missing"))               # LOOKUP: NOENT
    d = created_handle(results(c.rpc(NFS_PROG, 3, 9, fh3(root) + name("sub") + sattr3(mode=0o755))))
    c.rpc(NFS_PROG, 3, 9, fh3(root) + name("sub") + sattr3(mode=0o755))  # MKDIR: EXIST
    c.rpc(NFS_PROG, 3, 10, fh3(d) + name("link") + sattr3(mode=0o777) + name("../hello.txt"))  # SYMLINK
    lnk = handle_from_diropres(results(c.rpc(NFS_PROG, 3, 3, fh3(d) + name("link"))))
    if lnk:
        c.rpc(NFS_PROG, 3, 5, fh3(lnk))                              # READLINK
    c.rpc(NFS_PROG, 3, 15, fh3(f) + fh3(d) + name("hard"))           # LINK
    c.rpc(NFS_PROG, 3, 11, fh3(d) + name("fifo") + struct.pack(">I", 7) + sattr3(mode=0o644))  # MKNOD FIFO
    c.rpc(NFS_PROG, 3, 11, fh3(d) + name("chr") + struct.pack(">I", 4) + sattr3(mode=0o644)
          + struct.pack(">II", 1, 3))                                 # MKNOD CHR
    c.rpc(NFS_PROG, 3, 14, fh3(root) + name("hello.txt") + fh3(d) + name("renamed.txt"))  # RENAME
    c.rpc(NFS_PROG, 3, 16, fh3(d) + struct.pack(">QQI", 0, 0, 4096))  # READDIR
    c.rpc(NFS_PROG, 3, 17, fh3(d) + struct.pack(">QQII", 0, 0, 1024, 8192))  # READDIRPLUS
    c.rpc(NFS_PROG, 3, 12, fh3(d) + name("renamed.txt"))             # REMOVE
    c.rpc(NFS_PROG, 3, 12, fh3(d) + name("renamed.txt"))             # REMOVE: NOENT
    c.rpc(NFS_PROG, 3, 13, fh3(root) + name("sub"))                  # RMDIR: NOTEMPTY
    c.rpc(NFS_PROG, 3, 1, fh3(bytes(len(root))))                     # GETATTR: bad handle
    c.rpc(NFS_PROG, 3, 22, fh3(root))                                # no such procedure
    c.rpc(NFS_PROG, 2, 1, pad(root[:32].ljust(32, b"\0")))           # NFSv2 GETATTR: PROG_MISMATCH
    c.rpc(NFS_PROG, 4, 0)                                             # NFSv4 NULL
    c.rpc(NFS_PROG, 4, 1, opaque(b"") + struct.pack(">II", 0, 0))    # NFSv4 COMPOUND, no ops
    c.s.close()

    u = UDPConnection(2049)
    u.rpc(NFS_PROG, 3, 0)
    u.rpc(NFS_PROG, 3, 1, fh3(root))
    u.rpc(NFS_PROG, 3, 3, fh3(root) + name("sub"))
    u.rpc(NFS_PROG, 3, 18, fh3(root))


if __name__ == "__main__":
    main()
