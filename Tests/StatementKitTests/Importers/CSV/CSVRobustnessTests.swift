import PropertyBased
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

/// Whatever the bytes, the importer returns or throws an `ImportError`: it never stops the program.
@Suite struct CSVRobustnessTests {
    static let pieces: [String] = [
        ";", ",", "\t", "\"", "\"\"", "\n", "\r\n", "\r", "Date", "Montant", "Libellé", "Débit", "Crédit", "Devise", "D", "C",
        "01/10/2026", "13/10/2026", "2026-10-01", "1er oct. 2026", "-12,50", "1 234,56", "1.234,56", "1,234.56", "(3.00)", "€", "EUR",
        "USD", "Solde", "Total", "=\"0123\"", "\u{FFFD}", "é", "0", "12", "-", " ", "Status", "PENDING", "DECLINED", "Af", "Bij",
    ]

    @Test func randomCSVLikeTextNeverStopsTheImporter() async {
        let text = Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...60).map { $0.map { Self.pieces[$0] }.joined() }
        await propertyCheck(count: 400, input: text) { s in
            do throws(ImportError) {
                let result = try CSV.read(s)
                #expect(result.record.isBalanced)
                _ = try? CSV.inspect(s).text(catalogue: .english)
            } catch {
                #expect(!error.message.key.isEmpty)
            }
        }
    }

    @Test func randomBytesNeverStopTheImporter() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...255).array(of: 0...200)) { values in
            let bytes = values.map { UInt8($0) }
            _ = CSV.error(bytes: bytes)
            _ = CSVImporter().identify(bytes)
        }
    }

    @Test func aHeaderWhoseAccentsWereLostStillImports() throws {
        let result = try CSV.read("Date op\u{FFFD}ration;Libell\u{FFFD};D\u{FFFD}bit;Cr\u{FFFD}dit\n13/12/2019;CARTE;-6,4;\n30/04/2019;VIR;; 45\n")
        #expect(CSV.amounts(result) == ["45.00 XXX", "-6.40 XXX"])  // in date order
    }

    /// The inference skips the candidates that do not fit a value's shape: `fits` must never say no
    /// where `day(from:)` reads a day.
    @Test func aPatternThatReadsADayAlwaysFitsItsShape() async {
        let parts = ["1", "01", "12", "13", "31", "2026", "26", "oct", "Oct.", "1er", "/", "-", ".", " ", ", ", "'", "T10:00", " 12:34"]
        let text = Gen.int(in: 0...(parts.count - 1)).array(of: 1...7).map { $0.map { parts[$0] }.joined() }
        await propertyCheck(count: 2000, input: text) { s in
            var copy = s
            copy.withUTF8 { b in
                guard let tokens = DateTokens(b) else { return }
                for pattern in DatePattern.common where pattern.day(from: tokens) != nil {
                    #expect(pattern.fits(tokens), "\(pattern) on “\(s)”")
                }
            }
        }
    }
}
