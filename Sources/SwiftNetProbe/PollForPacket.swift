import SwiftNetPcap
#if canImport(Glibc)
import Glibc
#endif

/// The wait the recvmsg receivers share (`PacketReceiver`, `ScanIPReceiver`): polls `descriptors`
/// and asks `next` for a queued packet each time one is readable, until it gives one, until
/// `timeoutMilliseconds` have passed (negative: no limit; 0: one look without waiting) or a signal
/// interrupts the wait (nil).
///
/// Failure contract: throws `.system` when poll fails for another reason than EINTR, and whatever
/// `next` throws.
func pollForPacket(_ descriptors: UnsafeMutableBufferPointer<pollfd>, timeoutMilliseconds: Int,
                   next: () throws(ProbeError) -> ReceivedPacket?) throws(ProbeError) -> ReceivedPacket? {
    let start = ProbeClock.now()
    while true {
        let waited = Int(ProbeClock.nanoseconds(from: start, to: ProbeClock.now()) / 1_000_000)
        let remaining = timeoutMilliseconds < 0 ? -1 : max(0, timeoutMilliseconds - waited)
        let ready = poll(descriptors.baseAddress, nfds_t(descriptors.count), Int32(clamping: remaining))
        if ready < 0 {
            if errno == EINTR { return nil }
            throw systemError("poll")
        }
        if ready == 0 { return nil }
        if let packet = try next() { return packet }
        if timeoutMilliseconds >= 0 && remaining == 0 { return nil }
    }
}
