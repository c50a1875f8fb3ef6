import StatementKit

/// The fuzz targets: one per importer, one for the amount and date parsers, one for the whole
/// pipeline. The libFuzzer executables in `Fuzz/` and the regression test that replays
/// `Tests/StatementKitTests/Fixtures/regressions/<target>/` call the same `run(_:)`, so a crash
/// found by the fuzzer reproduces in `swift test`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `CSVImporter` as `inspect --input-format csv` runs it (the same planner and row reader as an
    /// import), and the text it prints.
    case csv
    case json
    case qif
    case ofxSGML = "ofx-sgml"
    case ofxXML = "ofx-xml"
    case camt
    /// `AmountParser`, `Amount(exactly:)`, `DatePattern` (parsing and `init(format:)`), `DateInference`.
    case values
    /// Detection, import into a `ReportAccumulator` with a configuration that splits everything,
    /// the report, one of its renderings (HTML, Markdown or JSON, in French or English), and the
    /// transactions' JSON export read back.
    case pipeline

    /// Runs the target on one input. A thrown `ImportError` is a clean outcome; a broken invariant
    /// is listed in the outcome's `problems` (the fuzzer stops on it, the tests fail on it). A
    /// crash is a crash: that is what the fuzzer looks for.
    public func run(_ bytes: [UInt8]) -> FuzzOutcome {
        switch self {
        case .csv: return ImporterHarness.inspect(bytes, name: "fuzz.csv")
        case .json: return ImporterHarness.run(ImporterHarness.json, bytes, name: "fuzz.json")
        case .qif: return ImporterHarness.run(ImporterHarness.qif, bytes, name: "fuzz.qif")
        case .ofxSGML, .ofxXML: return ImporterHarness.run(ImporterHarness.ofx, bytes, name: "fuzz.ofx")
        case .camt: return ImporterHarness.run(ImporterHarness.camt, bytes, name: "fuzz.xml")
        case .values: return ValuesHarness.run(bytes)
        case .pipeline: return PipelineHarness.run(bytes)
        }
    }

    /// The language a run writes its text and messages in: one per input, not both, picked by the
    /// input's length (even: English, odd: French), so both are fuzzed across runs without changing a
    /// byte of the file, and the same input always runs the same way. Whether every message key exists
    /// in both languages is still checked on every run (a look-up, not a rendering).
    static func catalogue(for bytes: [UInt8]) -> Catalogue {
        bytes.count & 1 == 0 ? Catalogue.english : Catalogue.french
    }
}

extension FuzzTarget {
    /// Runs every target once on a small valid input, so that what the library builds once and keeps
    /// (catalogues, tables, the pipeline's configuration) exists before fuzzing starts: the first input
    /// does not pay for it (nor look slow), and a broken harness shows at once.
    public func warmUp() {
        let csv = Array("Date;Libellé;Montant\n01/10/2026;Café;-3,50\n02/10/2026;Salaire;2000,00\n".utf8)
        // Every rendering of the pipeline (the input's length picks one) and both languages of the CSV text.
        for extra in 0..<PipelineHarness.renderings.count {
            _ = FuzzTarget.pipeline.run(csv + Array(repeating: 0x0A, count: extra))
        }
        _ = FuzzTarget.csv.run(csv)
        _ = FuzzTarget.csv.run(csv + [0x0A])
        _ = FuzzTarget.values.run(Array("\u{0}-1 234,56 €\n01/10/2026".utf8))
        _ = FuzzTarget.json.run(Array(#"[{"date": "2026-10-01", "amount": "-3.50", "description": "Café"}]"#.utf8))
        _ = FuzzTarget.qif.run(Array("!Type:Bank\nD13/10/2026\nT-3.50\nPCafé\n^\n".utf8))
        _ = FuzzTarget.camt.run(Array(#"<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="EUR">3.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-10-01</Dt></BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>"#.utf8))
        _ = FuzzTarget.ofxSGML.run(Array("OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR<BANKTRANLIST><STMTTRN><DTPOSTED>20261001<TRNAMT>-3.50<NAME>Café</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n".utf8))
        _ = run([])
    }
}

/// What one run of a target gave.
public struct FuzzOutcome: Sendable {
    /// How many rows were imported (or values read, for `values`); 0 when the input was refused.
    public var imported = 0
    /// The error the input was refused with, when it was.
    public var error: ImportError?
    /// Broken invariants, each said in a sentence. Empty when the run was clean.
    public var problems: [String] = []

    public init() {}

    mutating func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
        if !condition { problems.append(problem()) }
    }
}
