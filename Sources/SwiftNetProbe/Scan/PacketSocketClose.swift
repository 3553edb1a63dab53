import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Closes an AF_PACKET socket without making the caller wait. The kernel's packet_release waits
/// for an RCU grace period (synchronize_net) before close returns: 5-30 ms, more on a busy
/// machine, for every packet socket (the ARP socket, the frame sender), two for one with a
/// receive ring. The socket is handed to a helper process (`PacketSocketCloses.handOff`) when one
/// can be started, else closed on a thread of its own: the scan goes on meanwhile and several
/// sockets' waits overlap (one grace period serves every waiter). Failure contract: none;
/// `descriptor` must not be used afterwards.
/// `onThisThread`: close here and wait, for a caller that is a thread of its own already (the
/// scan's receive thread as it stops): one thread fewer to start and to be scheduled.
func closePacketSocket(_ descriptor: Int32, onThisThread: Bool = false) {
    guard descriptor >= 0 else { return }
    if onThisThread {
        if !PacketSocketCloses.handOff(descriptor) { _ = close(descriptor) }
        return
    }
    // Even the hand-off is not for the caller's thread: posix_spawn holds it until the helper
    // has started (1-2 ms: the child resets every signal handler, then execs).
    PacketSocketCloses.pending.enter()
    Thread.detachNewThread {
        if !PacketSocketCloses.handOff(descriptor) { _ = close(descriptor) }
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

extension PacketSocketCloses {
    /// Hands `descriptor` to a helper process that closes it: cat(1), started with posix_spawn,
    /// holding a copy of the socket as its descriptor 3, reading a pipe of ours as its standard
    /// input, writing to /dev/null. Our copy closes at once (the helper's copy keeps the socket
    /// alive), then our end of the pipe: cat sees the end of its input and exits, and its exit
    /// drops the socket's last reference and waits out the grace periods there, so this process
    /// may exit before them (a -p- scan's receive ring: two grace periods, 25-35 ms here, after
    /// the report was written). The pipe orders the two closes: a helper that exited before our
    /// close would leave the last reference, and the wait, with us. The helper does no work and
    /// ends on its own; a thread of ours reaps it, or init when this process has exited first.
    ///
    /// Returns false, leaving `descriptor` open for the caller to close, when no helper could be
    /// started (no cat(1), spawning refused) or SWIFTNET_SCAN_CLOSE_HERE is set.
    static func handOff(_ descriptor: Int32) -> Bool {
        guard descriptor > 2, getenv("SWIFTNET_SCAN_CLOSE_HERE") == nil else { return false }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        let (input, output) = (ends[0], ends[1])
        // Not inherited by anything else this process starts (the helper gets a dup2 copy).
        _ = fcntl(input, F_SETFD, FD_CLOEXEC)
        _ = fcntl(output, F_SETFD, FD_CLOEXEC)
        var started = false
        defer {
            close(input)
            if started { close(descriptor) }     // before the pipe's end lets the helper go
            close(output)
        }
        var actions = posix_spawn_file_actions_t()
        guard posix_spawn_file_actions_init(&actions) == 0 else { return false }
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The socket's number in the helper; a dup2 onto itself would keep FD_CLOEXEC on old C
        // libraries, so descriptor 3 goes to 4.
        let target: Int32 = descriptor == 3 ? 4 : 3
        guard posix_spawn_file_actions_adddup2(&actions, input, 0) == 0,
              posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) == 0,
              posix_spawn_file_actions_adddup2(&actions, 1, 2) == 0,
              posix_spawn_file_actions_adddup2(&actions, descriptor, target) == 0 else { return false }
        // Nothing else of ours stays open in the helper (a pipe on our standard output would not
        // see its end until the helper exits); without closefrom, close-on-exec still covers
        // every descriptor swiftnet opens itself.
        if let closeFrom = spawnCloseFrom { _ = closeFrom(&actions, target + 1) }
        var attributes = posix_spawnattr_t()
        guard posix_spawnattr_init(&attributes) == 0 else { return false }
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        _ = posix_spawnattr_setsigmask(&attributes, &noSignals)
        _ = posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        // ps shows what the helper is for.
        let name = strdup("swiftnet (closing a packet socket)")
        defer { free(name) }
        var arguments: [UnsafeMutablePointer<CChar>?] = [name, nil]
        var environment: [UnsafeMutablePointer<CChar>?] = [nil]
        for path in ["/bin/cat", "/usr/bin/cat"] {
            var pid = pid_t()
            if posix_spawn(&pid, path, &actions, &attributes, &arguments, &environment) == 0 {
                started = true
                // Reaped here while this process lives (a library user's long-lived process
                // would collect zombies otherwise); by init when this process exits first.
                let helper = pid
                Thread.detachNewThread {
                    var status: Int32 = 0
                    while waitpid(helper, &status, 0) < 0 && errno == EINTR {}
                }
                return true
            }
        }
        return false
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// glibc's posix_spawn_file_actions_addclosefrom_np (2.34 and later), looked up at run time.
    private static let spawnCloseFrom: AddCloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()
}
