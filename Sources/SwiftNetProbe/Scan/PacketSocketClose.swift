import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Closes an AF_PACKET socket on a thread of its own. The kernel's packet_release waits for an
/// RCU grace period (synchronize_net) before close returns: 5-30 ms, more on a busy machine,
/// for every packet socket (the ARP socket, the frame sender, the receive ring). Closed off the
/// caller's thread, the scan goes on meanwhile and several sockets' waits overlap (one grace
/// period serves every waiter). Failure contract: none; `descriptor` must not be used afterwards.
/// `onThisThread`: close here and wait, for a caller that is a thread of its own already (the
/// scan's receive thread as it stops): one thread fewer to start and to be scheduled.
func closePacketSocket(_ descriptor: Int32, onThisThread: Bool = false) {
    guard descriptor >= 0 else { return }
    if onThisThread {
        _ = close(descriptor)
        return
    }
    PacketSocketCloses.pending.enter()
    Thread.detachNewThread {
        _ = close(descriptor)
        PacketSocketCloses.pending.leave()
    }
}

/// The packet sockets being closed in the background, and the engines about to close theirs.
///
/// Why a process waits for them before it exits: a close thread that has not reached the kernel
/// yet when the process exits dies there, and exit then closes the socket itself, one grace
/// period after another for each such socket (a top-1000 scan spent two of them, 10-30 ms, in
/// exit_group). Waited for here, the closes are already running side by side and end together.
public enum PacketSocketCloses {
    /// Entered by every close under way and by every receive loop that will close its socket.
    static let pending = DispatchGroup()

    /// Waits until every packet socket handed to `closePacketSocket` (and every scan receiver
    /// that is stopping) is closed, at most `timeout` seconds. Call it just before the process
    /// exits. Failure contract: total; past the timeout the rest is left to the exit.
    public static func wait(timeout: Double = 1) {
        _ = pending.wait(timeout: .now() + max(0, timeout))
    }
}
