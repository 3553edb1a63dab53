import Testing
@testable import SwiftNetProbe
#if canImport(Glibc)
import Glibc
#endif

/// `PacketSocketCloses.handOff`: a descriptor given to the helper process lives on there until the
/// helper's exit, and that exit comes on its own. A pipe stands in for the packet socket: its
/// read end sees the end of file once no copy of the write end is left anywhere.
@Suite struct PacketSocketHandOffTests {
    @Test func theHelperHoldsTheDescriptorThenExits() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)        // as every socket swiftnet opens
        #expect(PacketSocketCloses.handOff(writeEnd))
        // Our copy is closed, the helper's goes with its exit: end of file within a few seconds
        // (the helper is cat(1) reading a pipe of handOff's own, ended as handOff returns).
        var waiting = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        #expect(poll(&waiting, 1, 5_000) == 1)
        var byte: UInt8 = 0
        #expect(read(readEnd, &byte, 1) == 0)
    }

    @Test func standardStreamsAreNeverHandedOff() {
        // Descriptors 0-2 are the caller's standard streams, never a packet socket.
        #expect(!PacketSocketCloses.handOff(2))
    }
}
