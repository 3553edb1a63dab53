import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Closes an AF_PACKET socket on a thread of its own. The kernel's packet_release waits for an
/// RCU grace period (synchronize_net) before close returns: 5-30 ms, more on a busy machine,
/// for every packet socket (the ARP socket, the frame sender, the receive ring). Closed off the
/// caller's thread, the scan goes on meanwhile and several sockets' waits overlap (one grace
/// period serves every waiter). Failure contract: none; `descriptor` must not be used afterwards.
func closePacketSocket(_ descriptor: Int32) {
    guard descriptor >= 0 else { return }
    Thread.detachNewThread { _ = close(descriptor) }
}
