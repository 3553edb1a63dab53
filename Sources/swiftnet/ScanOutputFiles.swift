import SwiftNetProbe
import SystemPackage

/// The -oN, -oG and -oX files. Created (emptied) before the scan starts, as nmap does: a path that
/// cannot be written fails before any probe is sent, and a scan stopped by a signal still leaves
/// every file, finished from what it learnt. Filled once, with the whole report, at the end.
struct ScanOutputFiles {
    private struct File {
        var path: String
        /// nil for "-" (standard output, written in turn with the others).
        var descriptor: FileDescriptor?
        var render: (ScanReport, ReportOptions) -> String
    }

    private var files: [File] = []

    /// Creates or truncates each path given. Throws `CLIError(.cannotCreate)` naming the path.
    init(normal: String?, grepable: String?, xml: String?) throws {
        let wanted: [(String?, (ScanReport, ReportOptions) -> String)] = [
            (normal, NormalReport.renderFile), (grepable, GrepableReport.render), (xml, XMLReport.render),
        ]
        for case let (path?, render) in wanted {
            guard path != "-" else {
                files.append(File(path: path, descriptor: nil, render: render))
                continue
            }
            do {
                files.append(File(path: path, descriptor: try createForWriting(path), render: render))
            } catch {
                for file in files { try? file.descriptor?.close() }
                throw CLIError(.cannotCreate, "scan: cannot create '\(path)'")
            }
        }
    }

    /// Writes the report into every file and closes them. Throws `CLIError(.ioError)` naming the
    /// first file a write failed on (a full disk, say); the others are still written.
    func finish(_ report: ScanReport, options: ReportOptions) throws {
        var failed: String?
        for file in files {
            let text = file.render(report, options)
            guard let descriptor = file.descriptor else {
                writeStandardOutput(text)
                continue
            }
            let written = writeAll(text, to: descriptor)
            let closed = (try? descriptor.close()) != nil
            if !(written && closed) { failed = failed ?? file.path }
        }
        if let failed { throw CLIError(.ioError, "scan: cannot write '\(failed)'") }
    }
}
