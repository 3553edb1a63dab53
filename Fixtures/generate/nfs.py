#!/usr/bin/env python3
"""NFS over Sun RPC, hand-built for what Fixtures/capture-nfs.sh's real server never sends:
every NFSv2 procedure's call and reply (fattr, diropres, statfs, v2 READDIR), NFSv3 cases the lab
lacks (ACCESS bits tcpdump prints in hex, an unknown write mode, a READDIR cookie of -1, MKNOD of a
block device and a socket, SYMLINK with times, error replies with their attributes, a CREATE
without a handle, an unknown status), the file-handle layouts tcpdump guesses (Auspex, OSF,
IRIX4, SunOS 4 and 5, HP-UX, BSD 4.4, Ultrix, VMS UCX, unknown short and long handles), denied
replies (RPC version mismatch, each authentication error), other accept statuses, a reply whose
call was never seen, calls over IPv6 and TCP (record marking, a fragment longer than the
segment), and malformed or cut messages (credentials longer than the message, a name length that
cannot be padded, snapshot cuts). Writes Fixtures/pcap/nfs-gen.pcap. Deterministic."""
import struct
from pcaplib import *

C, S = "198.18.61.2", "198.18.61.1"
C6, S6 = "2001:db8:61::2", "2001:db8:61::1"
T0 = 1700006000.0
NFS = 100003
frames = []
xid = 0x61000000


def pad(data):
    return data + b"\0" * ((4 - len(data) % 4) % 4)


def opaque(data):
    return struct.pack("!I", len(data)) + pad(data)


def u32(*values):
    return struct.pack("!" + "I" * len(values), *values)


def u64(value):
    return struct.pack("!Q", value)


AUTH_UNIX = u32(1) + opaque(u32(0) + opaque(b"xs6-gen") + u32(1000, 1000, 0))


def call_msg(x, vers, proc, args, cred=AUTH_UNIX, verf=u32(0, 0), prog=NFS):
    return u32(x, 0, 2, prog, vers, proc) + cred + verf + args


def reply_msg(x, results, accept=0, verf=u32(0, 0)):
    return u32(x, 1, 0) + verf + u32(accept) + results


def add_udp(payload, to_server=True, six=False, snap=None):
    n = len(frames)
    if six:
        src, dst = (C6, S6) if to_server else (S6, C6)
        ports = (800, 2049) if to_server else (2049, 800)
        data = frame6(src, dst, 17, udp6(src, dst, ports[0], ports[1], payload))
    else:
        src, dst = (C, S) if to_server else (S, C)
        ports = (800, 2049) if to_server else (2049, 800)
        data = frame4(src, dst, 17, udp4(src, dst, ports[0], ports[1], payload))
    if snap is None:
        frames.append((T0 + n * 0.01, data))
    else:
        frames.append((T0 + n * 0.01, data[:snap], len(data)))


def exchange(vers, proc, args, results, accept=0, six=False, reply_snap=None):
    """A call and its reply (results None: no reply)."""
    global xid
    xid += 1
    add_udp(call_msg(xid, vers, proc, args), True, six)
    if results is not None:
        add_udp(reply_msg(xid, results, accept), False, six, snap=reply_snap)


def fh2(tag=1):
    return bytes([5, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, tag, 0, 0, 0]) + bytes(16)   # BSD 4.4


def fh3(handle):
    return opaque(handle)


ROOT3 = fh3(bytes([1, 0, 7, 1]) + bytes(range(20)))                               # Linux-like: unknown


def name(text):
    return opaque(text)


def fattr2(ftype=1, mode=0o100644, size=1234):
    return u32(ftype, mode, 1, 1000, 1000, size, 4096, 0, 8, 0x801, 77, 1700000000, 1, 1700000001, 2,
               1700000002, 3)


def fattr3(ftype=1, mode=0o644, size=1234, uid=1000, gid=1000):
    return (u32(ftype, mode, 1, uid, gid) + u64(size) + u64(4096) + u32(8, 1) + u64(0x11) + u64(0x22)
            + u32(1700000000, 1, 1700000001, 2, 1700000002, 3))


def post_op(present=True, **kw):
    return u32(1) + fattr3(**kw) if present else u32(0)


def pre_op(present=True):
    return u32(1) + u64(99) + u32(1700000000, 5, 1700000001, 6) if present else u32(0)


def wcc(pre=True, post=True):
    return pre_op(pre) + post_op(post, ftype=2, mode=0o755, size=4096)


def sattr3(mode=None, uid=None, gid=None, size=None, atime=None, mtime=None):
    out = b""
    for value in (mode, uid, gid):
        out += u32(0) if value is None else u32(1, value)
    out += u32(0) if size is None else u32(1) + u64(size)
    for t in (atime, mtime):
        out += u32(0) if t is None else (u32(1) if t == "server" else u32(2, *t))
    return out


# --- NFSv2: every procedure, call and reply -------------------------------------------------
exchange(2, 0, b"", b"")                                                            # NULL
exchange(2, 1, fh2(), u32(0) + fattr2())                                            # GETATTR
exchange(2, 1, fh2(), u32(0) + fattr2(ftype=9))                                     # unknown type
exchange(2, 2, fh2() + u32(0o644, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF) + u32(0xFFFFFFFF) * 4,
         u32(1))                                                                    # SETATTR: EPERM
exchange(2, 2, fh2() + bytes(32), u32(0) + fattr2(size=0))                          # SETATTR ok
exchange(2, 3, b"", b"")                                                            # ROOT: nop
exchange(2, 4, fh2() + name(b"file"), u32(0) + fh2(2) + fattr2())                  # LOOKUP
exchange(2, 4, fh2() + name(b"nope"), u32(2))                                       # LOOKUP: NOENT
exchange(2, 5, fh2(3), u32(0) + name(b"target/path"))                               # READLINK
exchange(2, 6, fh2(2) + u32(0, 8192, 0), u32(0) + fattr2() + opaque(b"data"))       # READ
exchange(2, 7, b"", b"")                                                            # WRITECACHE
exchange(2, 8, fh2(2) + u32(0, 4096, 5) + opaque(b"hello"), u32(0) + fattr2(size=4101))  # WRITE
exchange(2, 9, fh2() + name(b"new") + u32(0o100644, 0, 0, 0) + u32(0xFFFFFFFF) * 4, u32(17))  # CREATE
exchange(2, 9, fh2() + name(b"new2") + u32(0o100644, 0, 0, 0) + u32(0xFFFFFFFF) * 4,
         u32(0) + fh2(4) + fattr2(size=0))
exchange(2, 10, fh2() + name(b"new"), u32(0))                                       # REMOVE
exchange(2, 11, fh2() + name(b"a") + fh2(5) + name(b"b"), u32(0))                   # RENAME
exchange(2, 12, fh2(2) + fh2(5) + name(b"hard"), u32(18))                           # LINK: EXDEV
exchange(2, 13, fh2() + name(b"sym") + name(b"/etc/motd") + u32(0o777) + u32(0xFFFFFFFF) * 7, u32(0))
exchange(2, 14, fh2() + name(b"dir") + u32(0o40755) + u32(0xFFFFFFFF) * 7,
         u32(0) + fh2(6) + fattr2(ftype=2, mode=0o40755, size=512))                 # MKDIR
exchange(2, 15, fh2() + name(b"dir"), u32(66))                                      # RMDIR: NOTEMPTY
exchange(2, 16, fh2() + u32(0, 4096), u32(0) + u32(1) + u32(77) + name(b".") + u32(1, 0) + u32(1))
exchange(2, 16, fh2() + u32(0x10, 512), u32(0, 0x22, 0))                            # READDIR, no eof
exchange(2, 17, fh2(), u32(0, 8192, 512, 100000, 5000, 4000))                       # STATFS
exchange(2, 17, fh2(), u32(70))                                                     # STATFS: STALE
exchange(2, 20, b"", b"")                                                           # unnamed: nop
exchange(2, 30, b"", b"")                                                           # proc-30

# --- NFSv3 cases the lab does not produce ---------------------------------------------------
exchange(3, 4, ROOT3 + u32(0x41), u32(0) + post_op() + u32(0x01))                   # ACCESS in hex
exchange(3, 4, ROOT3 + u32(0), u32(13) + post_op(False))                            # ACCESS 0; EACCES
exchange(3, 4, ROOT3 + u32(0x24), u32(0) + post_op(False) + u32(0x24))              # MODIFY? EXECUTE|DELETE
exchange(3, 4, ROOT3 + u32(0x0C), None)
exchange(3, 7, ROOT3 + u64(1 << 40) + u32(3, 7) + opaque(b"abc"),
         u32(0) + wcc(False, True) + u32(3, 7) + u64(0x0102030405060708))           # unknown stable mode
exchange(3, 7, ROOT3 + u64(0) + u32(3, 1) + opaque(b"abc"), u32(28) + wcc())        # WRITE: NOSPC
exchange(3, 6, ROOT3 + u64(0) + u32(100), u32(5) + post_op())                       # READ: EIO
exchange(3, 16, ROOT3 + u64(0xFFFFFFFFFFFFFFFF) + u32(0xdeadbeef, 0xcafe) + u32(512),
         u32(10003) + post_op())                                                    # READDIR: bad cookie
exchange(3, 17, ROOT3 + u64(12) + u32(1, 2) + u32(512, 4096), u32(0) + post_op(False) + u32(9, 8) + u32(0, 1))
exchange(3, 11, ROOT3 + name(b"blk") + u32(3) + sattr3(mode=0o600, uid=0, gid=6) + u32(8, 1),
         u32(0) + u32(1) + fh3(bytes(range(24))) + post_op(ftype=3) + wcc())        # MKNOD BLK
exchange(3, 11, ROOT3 + name(b"sock") + u32(6) + sattr3(), u32(0) + u32(0) + wcc())  # MKNOD SOCK, no fh
exchange(3, 10, ROOT3 + name(b"s") + sattr3(mode=0o777, uid=1, gid=2, size=5, atime="server",
                                            mtime=(1700000000, 42)) + name(b"dest"),
         u32(0) + u32(1) + fh3(bytes(range(32))) + post_op(False) + wcc(False, False))
exchange(3, 8, ROOT3 + name(b"excl") + u32(2) + u64(0x1122334455667788), u32(0) + u32(0) + wcc())
exchange(3, 9, ROOT3 + name(b"d2") + sattr3(mode=0o755), u32(12345) + wcc())        # unknown status
exchange(3, 5, ROOT3, u32(22) + post_op(ftype=1))                                   # READLINK: EINVAL
exchange(3, 14, ROOT3 + name(b"x") + ROOT3 + name(b"y"), u32(18) + wcc() + wcc(False, False))
exchange(3, 15, ROOT3 + ROOT3 + name(b"l"), u32(31) + post_op() + wcc())            # LINK: MLINK
exchange(3, 18, ROOT3, u32(70) + post_op(False) + u64(1) * 6 + u32(9))              # FSSTAT error prints on
exchange(3, 19, ROOT3, u32(10001) + post_op(False))                                 # FSINFO error
exchange(3, 20, ROOT3, u32(0) + post_op(False) + u32(1, 255, 0, 0, 1, 0))          # PATHCONF
exchange(3, 21, ROOT3 + u64(4096) + u32(8192), u32(0) + wcc(True, False) + u64(0xfeedface))  # COMMIT
exchange(3, 12, ROOT3 + name(b"bad\x01\xffname"), u32(0) + wcc(), six=True)         # escaped name, IPv6
exchange(3, 1, ROOT3, u32(0) + fattr3(uid=0xFFFFFFFE, gid=0xFFFFFFFE), six=True)
exchange(3, 13, ROOT3 + name(b"gone"), u32(2) + wcc(True, True))

# --- file handle layouts Parse_fh guesses ---------------------------------------------------
handles = [
    bytes([0, 0, 0, 0, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0x12, 0x34]),                          # Auspex
    bytes([0, 0, 1, 0, 5, 0, 0, 0, 12, 0, 0, 0, 0x78, 0x56, 0x34, 0x12]),                    # OSF, minor 0
    bytes([0x05, 0x30, 0x10, 0x00, 9, 9, 9, 9, 12, 0, 0, 0, 0x10, 0, 0, 0]),                 # OSF
    bytes([0, 0, 1, 2, 0, 8, 0, 0, 0, 0, 0x30, 0x39, 0, 0, 0, 0]),                          # IRIX4
    bytes([0, 0, 7, 5, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 1, 0]),                                # SunOS 4
    bytes([5, 7, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0x39, 0x30, 0, 0]),                          # BSD 4.4
    bytes([1, 2, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),      # Ultrix
    bytes([1, 2, 0, 0, 0, 5, 0, 0, 0, 10, 0, 0, 0, 0, 0, 7]),                               # SunOS 5 (bytes 2,3 zero)
    bytes([0x01, 0x02, 0x03, 0x04, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 8]),                    # HP-UX 9
    bytes([0x01, 0x02, 0x03, 0x04, 0, 0, 0, 2, 0, 10, 0, 0, 0, 0, 0, 9]),                    # SunOS 5 (MNT_NFS)
    bytes([0x01, 0x02, 0x03, 0x04, 1, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 9]),                    # SunOS 5 or AIX
    b"\x01DKA100:" + bytes(24),                                                              # VMS UCX
    b"\x01DISK USERS" + bytes(21),                                                           # VMS, name with a space
    bytes([1, 2, 3, 4, 5, 6, 7, 8]),                                                         # too short: unknown
    b"",                                                                                     # empty
    bytes(range(1, 49)),                                                                     # 48 bytes: 32 in hex
    bytes([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]),  # 23: 5 words
]
for h in handles:
    exchange(3, 1, fh3(h), None)

# --- RPC-level replies ----------------------------------------------------------------------
xid += 1
add_udp(call_msg(xid, 3, 0, b""))
add_udp(u32(xid, 1, 1, 0, 2, 4), False)                                             # RPC version mismatch
for why in (0, 1, 2, 3, 4, 5, 6, 7, 9):
    xid += 1
    add_udp(u32(xid, 1, 1, 1, why), False)                                          # auth errors
xid += 1
add_udp(u32(xid, 1, 1, 5), False)                                                   # unknown rejection
xid += 1
add_udp(u32(xid, 1, 7), False)                                                      # unknown reply status
for accept in (1, 3, 4, 5, 9):
    exchange(3, 1, ROOT3, b"", accept=accept)
xid += 1
add_udp(reply_msg(xid, u32(0) + fattr3()), False)                                   # call never seen

# --- TCP: record marking ----------------------------------------------------------------------
def add_tcp(payload, to_server=True, seq=1):
    n = len(frames)
    src, dst = (C, S) if to_server else (S, C)
    ports = (900, 2049) if to_server else (2049, 900)
    frames.append((T0 + n * 0.01, frame4(src, dst, 6, tcp4(src, dst, ports[0], ports[1], seq, 1, "PA", payload))))


xid += 1
m = call_msg(xid, 3, 3, ROOT3 + name(b"tcpname"))
add_tcp(u32(0x80000000 | len(m)) + m)
r = reply_msg(xid, u32(2) + post_op(False))
add_tcp(u32(0x80000000 | len(r)) + r, False)
xid += 1
m = call_msg(xid, 3, 6, ROOT3 + u64(0) + u32(65536))
add_tcp(u32(0x80000000 | 100000) + m, seq=200)                                      # fragment past the segment
add_tcp(u32(0x80000000 | 12) + u32(7, 5, 0), seq=400)                              # not a call or reply
xid += 1
m = call_msg(xid, 3, 1, ROOT3)
add_tcp(u32(len(m)) + m, seq=500)                                                   # not the last fragment

# --- malformed and cut ------------------------------------------------------------------------
xid += 1
add_udp(call_msg(xid, 3, 1, b"", cred=u32(1, 0xFFFFFFFE)))                          # credentials past everything
xid += 1
add_udp(call_msg(xid, 3, 1, b"", cred=u32(1, 400) + bytes(8)))                      # credentials longer than the message
xid += 1
add_udp(call_msg(xid, 3, 1, b""))                                                   # verifier ends the message
xid += 1
add_udp(call_msg(xid, 3, 3, ROOT3 + u32(0xFFFFFFFF)))                               # name cannot be padded
xid += 1
add_udp(call_msg(xid, 3, 3, ROOT3 + u32(40) + b"short"))                            # name past the end
xid += 1
add_udp(call_msg(xid, 3, 1, ROOT3)[:22])                                            # no procedure word
add_udp(u32(xid, 0), True)                                                          # too short for direction? 8 bytes
add_udp(u32(xid), True)                                                             # 4 bytes: plain UDP
exchange(3, 1, ROOT3, u32(0) + fattr3(), reply_snap=14 + 20 + 8 + 24 + 30)          # reply cut in the attributes
exchange(3, 3, ROOT3 + name(b"cut"), u32(0) + fh3(bytes(range(24))) + post_op() + post_op(), reply_snap=14 + 20 + 8 + 60)
xid += 1
add_udp(call_msg(xid, 3, 7, ROOT3 + u64(0) + u32(4, 2) + opaque(b"data")), snap=14 + 20 + 8 + 100)  # call cut
exchange(3, 16, ROOT3 + u64(0) + u32(0, 0) + u32(512), u32(0) + post_op(), reply_snap=14 + 20 + 8 + 24 + 80)
exchange(3, 2, ROOT3 + sattr3(mode=0o600) + u32(0), u32(0) + u32(0) + u32(1) + u64(5), reply_snap=14 + 20 + 8 + 24 + 16)
exchange(3, 1, ROOT3, u32(0), reply_snap=14 + 20 + 8 + 10)                          # reply cut before its status

write_pcap("nfs-gen.pcap", frames)
