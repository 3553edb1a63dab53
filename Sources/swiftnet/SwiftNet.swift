import ArgumentParser
import Foundation
import SwiftNetProbe

/// The root command: lists the subcommands and nothing else. Each subcommand lives in its own file.
@main
struct SwiftNet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftnet",
        abstract: "Packet decoding, capture, crafting and scanning: tcpdump, hping3 and nmap in one binary.",
        version: SwiftNetVersion.text,
        subcommands: [
            Decode.self,
            Capture.self,
            Ping.self,
            UDPCommand.self,
            TCPCommand.self,
            Scan.self,
        ]
    )

    /// Parses and runs the subcommand; a `CLIError` becomes one stderr line and its exit status,
    /// anything else goes to ArgumentParser (usage errors print with usage, exit 64).
    static func main() {
        do {
            // Attached values and combined letters (`-nc1`, `-p80`, `-sSU`) first become the one
            // spelling ArgumentParser always parses (ShortOptions.swift).
            let arguments = ShortOptionTable.normalizeCommandLine(Array(CommandLine.arguments.dropFirst()))
            // A scan reads nmap-services (1 MB): on the second core while the arguments are parsed
            // (the first dynamic casts scan the runtime's conformance tables: 4 ms).
            if arguments.first == "scan" {
                ServiceTable.preloadSystem()
                // A large scan's receive ring waits a grace period to set up: meanwhile too.
                ScanRingPreparation.startEarly(arguments: arguments)
            }
            var command = try parseAsRoot(arguments)
            try command.run()
            // Packet sockets still closing (each close waits a grace period in the kernel) end
            // together here rather than one after another inside exit.
            PacketSocketCloses.wait(timeout: 0.5)
        } catch let error as CLIError {
            printError(error.message)
            PacketSocketCloses.wait(timeout: 0.5)
            Foundation.exit(error.status.rawValue)
        } catch {
            PacketSocketCloses.wait(timeout: 0.5)
            exit(withError: error)
        }
    }
}
