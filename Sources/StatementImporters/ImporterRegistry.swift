import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The importers the tool knows, and the choice of one for a file.
///
/// Adding a format means one importer file plus one line in `standard`.
public struct ImporterRegistry: Sendable {
    public let importers: [any StatementImporter]

    public init(importers: [any StatementImporter]) {
        self.importers = importers
    }

    /// Every importer of the library.
    public static let standard = ImporterRegistry(importers: [
        CSVImporter(),
        OFXImporter(),
        CamtImporter(),
        JSONImporter(),
        QIFImporter(),
    ])

    /// The importer with this format name.
    public func importer(named name: String) -> (any StatementImporter)? {
        importers.first { $0.format == name.lowercased() }
    }

    /// Every importer's claim on the file, best first.
    public func claims(_ head: [UInt8]) -> [(importer: any StatementImporter, identification: Identification)] {
        importers.compactMap { importer in importer.identify(head).map { (importer, $0) } }
            .sorted { $0.identification.confidence > $1.identification.confidence }
    }

    /// The importer for a file, chosen by its content, or an error saying why none fits.
    public func detect(_ input: InputFile) throws(ImportError) -> (importer: any StatementImporter, identification: Identification) {
        let head = try input.head()
        let location = SourceLocation(file: input.name)
        if head.isEmpty { throw ImportError(.empty, Message("input.empty", ["file": .text(input.name)]), at: location) }
        guard let best = claims(head).first else {
            throw ImportError(.unrecognized, Message("input.unrecognized", ["file": .text(input.name)]), at: location)
        }
        return best
    }
}
