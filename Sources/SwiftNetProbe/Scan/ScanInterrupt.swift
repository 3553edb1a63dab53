import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The signal that asked a scan to stop (SIGINT, SIGTERM or SIGHUP), 0 while none has. Written by
/// the signal handler, read by the scan loops: an atomic is the one thing a handler may touch.
private let caughtSignal = Atomic<Int32>(0)

/// Stopping a scan on SIGINT, SIGTERM and SIGHUP as nmap does: the loops see the request within a
/// few milliseconds, return what they learnt, and the command writes every report from it.
public enum ScanInterrupt {
    /// The signals a scan stops on.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers and unblocks the signals. Explicit handlers, because a command
    /// started in the background by a non-interactive shell inherits SIGINT ignored, and a test
    /// runner may start children with signals blocked; both would otherwise leave the scan
    /// running to its end. Cannot fail (sigaction only fails for bad signal numbers).
    public static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            // The first signal wins; a second one while cleaning up changes nothing.
            _ = caughtSignal.compareExchange(expected: 0, desired: signal, ordering: .relaxed)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in signals {
            sigaction(signal, &action, nil)
            sigaddset(&unblock, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// The signal received, or nil while the scan may go on.
    public static var signal: Int32? {
        let value = caughtSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Whether a stop was asked for.
    public static var isRequested: Bool { caughtSignal.load(ordering: .relaxed) != 0 }

    /// nmap's name for the signal in "caught SIGINT signal, cleaning up".
    public static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}
