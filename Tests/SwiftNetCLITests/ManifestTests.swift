import Foundation
import Testing

/// Package.swift declares only what the code imports: each package product a target lists is
/// imported by some file of that target, and no file imports a product its target does not list.
@Suite struct ManifestTests {
    static let root = CaptureCLI.packageRoot
    /// Product name -> module name, for the three external packages.
    static let products = ["ArgumentParser": "ArgumentParser", "SystemPackage": "SystemPackage", "Rainbow": "Rainbow"]

    static func imports(ofTarget target: String) throws -> Set<String> {
        let directory = URL(fileURLWithPath: root + "/Sources/" + target)
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var modules = Set<String>()
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.firstMatch(of: /^(?:@preconcurrency |@testable )?import (\w+)/) { modules.insert(String(match.1)) }
            }
        }
        return modules
    }

    /// The products each target's block in Package.swift names (`.product(name: "X", ...)`).
    static func declaredProducts() throws -> [String: Set<String>] {
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        var result: [String: Set<String>] = [:]
        // Each target starts at `.target(`/`.executableTarget(` with its name; products follow until the next.
        let pieces = manifest.split(separator: /\.(?:target|executableTarget)\(/).dropFirst()
        for piece in pieces {
            guard let name = piece.firstMatch(of: /name: "(\w+)"/)?.1 else { continue }
            let end = piece.firstRange(of: ".testTarget(")?.lowerBound ?? piece.endIndex
            result[String(name)] = Set(piece[..<end].matches(of: /\.product\(name: "(\w+)"/).map { String($0.1) })
        }
        return result
    }

    @Test func declaredProductsAreImportedAndImportedOnesDeclared() throws {
        let declared = try Self.declaredProducts()
        #expect(declared.keys.contains("swiftnet") && declared.keys.contains("SwiftNetProbe"))
        for (target, products) in declared {
            let imported = try Self.imports(ofTarget: target)
            for (product, module) in Self.products {
                #expect(products.contains(product) == imported.contains(module),
                        "\(target): declares \(product): \(products.contains(product)), imports \(module): \(imported.contains(module))")
            }
        }
    }

    @Test func rainbowAndSystemPackageAreUsed() throws {
        let imported = try Self.imports(ofTarget: "swiftnet")
        #expect(imported.contains("Rainbow"))
        #expect(imported.contains("SystemPackage"))
    }
}
