import SystemPackage

// The executable's own file and stream I/O goes through swift-system: FileDescriptor retries
// EINTR and short writes (writeAll), errors arrive as Errno with strerror's text. What stays raw
// and why: SwiftNetPcap, SwiftNetCapture and SwiftNetProbe, which fuzz/build.sh also compiles
// with swiftc alone (no package dependencies), whose per-packet readers, writers and sockets
// batch their own system calls (sendmmsg/recvmmsg, 1 MiB writes; BENCHMARKS.md), and which
// swift-system would not shorten (socket options, msghdr, poll); and getpwnam/initgroups/setuid
// in CapturePrivileges, which swift-system does not wrap.

/// Writes all of `text` to `descriptor`; false when the write fails (a closed pipe, a full disk).
@discardableResult
func writeAll(_ text: String, to descriptor: FileDescriptor) -> Bool {
    do {
        _ = try descriptor.writeAll(text.utf8)
        return true
    } catch {
        return false
    }
}

/// Writes all of `text` to stdout at once (no buffering: dots and lines appear as they happen).
func writeStandardOutput(_ text: String) { writeAll(text, to: .standardOutput) }

/// Writes all of `text` to stderr.
func writeStandardError(_ text: String) { writeAll(text, to: .standardError) }

/// The whole file as UTF-8 text. Failure contract: throws the Errno of the open or read that failed.
func readWholeFile(_ path: String) throws(Errno) -> String {
    do {
        let descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
        return try descriptor.closeAfter {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0) }
                if count == 0 { break }
                bytes += chunk[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    } catch let error as Errno {
        throw error
    } catch {
        throw Errno.ioError
    }
}

/// Creates (or truncates) `path` for writing, mode 0644. Failure contract: throws the Errno.
func createForWriting(_ path: String) throws(Errno) -> FileDescriptor {
    do {
        return try FileDescriptor.open(FilePath(path), .writeOnly, options: [.create, .truncate, .closeOnExec],
                                       permissions: [.ownerReadWrite, .groupRead, .otherRead])
    } catch let error as Errno {
        throw error
    } catch {
        throw Errno.ioError
    }
}
