import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// `Resources/schema/statements.schema.json` documents what `TransactionsJSON` writes.
@Suite struct StatementsSchemaTests {
    static var schema: JSONNode? {
        guard let data = ResourceStore.data("schema/statements.schema.json") else { return nil }
        let bytes = [UInt8](data)
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer)
            return try? reader.readValue()
        }
    }

    @Test func theSchemaIsEmbeddedAndNamesTheVersionTheWriterWrites() throws {
        let schema = try #require(Self.schema)
        #expect(schema["properties"]?["version"]?["const"]?.scalarText == String(TransactionsJSON.version))
        #expect(schema["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func everyKeyTheWriterWritesIsInTheSchema() throws {
        let schema = try #require(Self.schema)
        let defs = try #require(schema["$defs"])
        func keys(_ def: String) -> Set<String> { Set(defs[def]?["properties"]?.members?.map(\.key) ?? []) }
        // Every key of a full export, by the object it appears in.
        let text = TransactionsJSON.encode([JSONOwnFormTests.fullStatement])
        let bytes = Array(text.utf8)
        let root = try bytes.withUnsafeBufferPointer { buffer throws(JSONError) -> JSONNode in
            var reader = JSONReader(bytes: buffer)
            return try reader.readValue()
        }
        let statement = try #require(root["statements"]?.elements?.first)
        #expect(Set(statement.members!.map(\.key)).isSubset(of: keys("statement")))
        #expect(Set(statement["account"]!.members!.map(\.key)).isSubset(of: keys("account")))
        var written = Set<String>()
        var splitKeys = Set<String>()
        for t in statement["transactions"]!.elements! {
            written.formUnion(t.members!.map(\.key))
            splitKeys.formUnion(t["split"]?.members?.map(\.key) ?? [])
        }
        #expect(written.isSubset(of: keys("transaction")), "\(written.subtracting(keys("transaction")))")
        #expect(written.isSuperset(of: ["id", "bookingDate", "valueDate", "amount", "currency", "description", "payee", "memo", "reference",
                                        "category", "kind", "status", "account", "originalAmount", "payer", "split", "location"]))
        #expect(splitKeys == keys("split"))
        // The enumerations are the model's.
        let kinds = Set(defs["transaction"]?["properties"]?["kind"]?["enum"]?.elements?.compactMap(\.string) ?? [])
        #expect(kinds == Set(TransactionKind.allCases.map(\.rawValue)))
        let statuses = Set(defs["transaction"]?["properties"]?["status"]?["enum"]?.elements?.compactMap(\.string) ?? [])
        #expect(statuses == Set(TransactionStatus.allCases.map(\.rawValue)))
        let types = Set(defs["account"]?["properties"]?["type"]?["enum"]?.elements?.compactMap(\.string) ?? [])
        #expect(types == Set(AccountType.allCases.map(\.rawValue)))
    }

    static let validatorAvailable: Bool = {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", "import jsonschema"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }()

    /// A real JSON Schema validator (Python's `jsonschema`) checks the export of every sample.
    @Test(.enabled(if: validatorAvailable, "needs python3 with the jsonschema package (apt-get install python3-jsonschema)"))
    func theExportOfEverySampleIsValidForARealValidator() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for url in TransactionsJSONRoundTripTests.files.prefix(5) + [Paths.samples.appending(path: "compte-partage-2026-10.json")] {
            guard let result = TransactionsJSONRoundTripTests.original(url) else { continue }
            let out = dir.appending(path: url.lastPathComponent + ".json")
            try Data(TransactionsJSON.encode(result.statements).utf8).write(to: out)
            paths.append(out.path)
        }
        try Data(TransactionsJSON.encode([JSONOwnFormTests.fullStatement]).utf8).write(to: dir.appending(path: "full.json"))
        paths.append(dir.appending(path: "full.json").path)
        // And one that must fail: an amount as a JSON float.
        try Data(#"{"version": 1, "statements": [{"currency": "EUR", "transactions": [{"bookingDate": "2026-10-01", "amount": 12.5, "currency": "EUR"}]}]}"#.utf8)
            .write(to: dir.appending(path: "float.json"))
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            v = jsonschema.Draft202012Validator(schema)
            for p in sys.argv[2:]:
                errors = list(v.iter_errors(json.load(open(p))))
                print(p.split('/')[-1], 'valid' if not errors else 'invalid: ' + errors[0].message)
            """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script, Paths.packageRoot.appending(path: "Resources/schema/statements.schema.json").path]
            + paths + [dir.appending(path: "float.json").path]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let lines = output.split(separator: "\n")
        #expect(lines.count == paths.count + 1, "\(output)")
        for line in lines.dropLast() { #expect(line.hasSuffix(" valid"), "\(line)") }
        #expect(lines.last?.hasPrefix("float.json invalid") == true, "\(output)")
    }
}
