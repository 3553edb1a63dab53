#!/usr/bin/env python3
"""The PPP end of the PPTP lab (Fixtures/capture-pptp.sh): the kernel here has no PPP, so instead
of pppd this speaks async-HDLC PPP on stdin/stdout, as pppd would on the pty or pipe pptp gives
it. `client` sends an LCP Configure-Request and an Echo-Request, waits, then exits
(closing the call); `server` (pptpd's --ppp program, run on the pty with pppd's arguments)
answers each Configure-Request with a Configure-Ack and each Echo-Request with an Echo-Reply."""
import os
import select
import struct
import sys
import time

FCS_TABLE = []
for b in range(256):
    v = b
    for _ in range(8):
        v = (v >> 1) ^ 0x8408 if v & 1 else v >> 1
    FCS_TABLE.append(v)


def fcs16(data):
    f = 0xFFFF
    for b in data:
        f = (f >> 8) ^ FCS_TABLE[(f ^ b) & 0xFF]
    return f ^ 0xFFFF


def hdlc(protocol, payload):
    body = b"\xff\x03" + struct.pack(">H", protocol) + payload
    body += struct.pack("<H", fcs16(body))
    out = bytearray(b"\x7e")
    for b in body:
        if b < 0x20 or b in (0x7D, 0x7E):
            out += bytes([0x7D, b ^ 0x20])
        else:
            out.append(b)
    out.append(0x7E)
    return bytes(out)


def unframe(buffer):
    """Complete frames (unescaped, without FCS) from the front of buffer; the rest."""
    frames = []
    while True:
        start = buffer.find(b"\x7e")
        if start < 0:
            return frames, b""
        end = buffer.find(b"\x7e", start + 1)
        if end < 0:
            return frames, buffer[start:]
        raw = buffer[start + 1:end]
        buffer = buffer[end:]
        data = bytearray()
        escape = False
        for b in raw:
            if escape:
                data.append(b ^ 0x20)
                escape = False
            elif b == 0x7D:
                escape = True
            else:
                data.append(b)
        if len(data) >= 6:
            frames.append(bytes(data[:-2]))


def lcp(code, ident, data):
    return hdlc(0xC021, struct.pack(">BBH", code, ident, 4 + len(data)) + data)


def pump(seconds, answer, out):
    deadline = time.time() + seconds
    pending = b""
    while time.time() < deadline:
        ready, _, _ = select.select([0], [], [], 0.1)
        if not ready:
            continue
        chunk = os.read(0, 4096)
        if not chunk:
            # The pty reads empty until pptpctrl has its end set up.
            time.sleep(0.1)
            continue
        frames, pending = unframe(pending + chunk)
        for frame in frames:
            if answer and frame[:2] == b"\xff\x03" and frame[2:4] == b"\xc0\x21" and len(frame) >= 8:
                code, ident = frame[4], frame[5]
                data = frame[8:]
                if code == 1:
                    os.write(out, lcp(2, ident, data))
                elif code == 9:
                    os.write(out, lcp(10, ident, b"\x00\x00\x00\x00" + data[4:]))


if __name__ == "__main__":
    if sys.argv[1:2] == ["client"]:
        # pptp reads its input once the call is up (about a second after it starts).
        time.sleep(2.5)
        # MRU 1400, magic number.
        os.write(1, lcp(1, 1, b"\x01\x04\x05\x78\x05\x06\x12\x34\x56\x78"))
        time.sleep(1.0)
        os.write(1, lcp(9, 2, b"\x12\x34\x56\x78hello"))
        # Long enough for pptp's idle-time echo request and its reply.
        time.sleep(3.0)
    else:
        import tty
        tty.setraw(0)
        # pppd's tty is its standard input, read and written (pptpd gives it nothing else).
        pump(20.0, True, 0)
