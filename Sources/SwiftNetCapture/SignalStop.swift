import CLibpcap
#if canImport(Glibc)
import Glibc
#endif

/// Turns termination signals into pcap_breakloop on the armed capture, so the capture loop ends
/// and the caller can finish its file and print statistics. Only async-signal-safe work happens in
/// the handler: two stores and pcap_breakloop (a flag and an eventfd write on Linux).
public enum SignalStop {
    nonisolated(unsafe) private static var armed: OpaquePointer?
    nonisolated(unsafe) private static var lastSignal: sig_atomic_t = 0

    /// The last signal caught since arming, or 0.
    public static var received: Int32 { Int32(lastSignal) }

    static func install(_ handle: OpaquePointer, signals: [Int32]) {
        armed = handle
        lastSignal = 0
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                SignalStop.lastSignal = sig_atomic_t(signal)
                if let handle = SignalStop.armed { pcap_breakloop(handle) }
            }
            sigemptyset(&action.sa_mask)
            // No SA_RESTART: a blocked poll returns EINTR and libpcap sees the break flag.
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
        // A parent may have started us with these signals blocked (posix_spawn passes its mask on),
        // which would leave the capture unstoppable.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in signals { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    static func forget(_ handle: OpaquePointer) {
        if armed == handle { armed = nil }
    }
}
