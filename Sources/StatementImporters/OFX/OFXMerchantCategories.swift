import Foundation
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Category keys for OFX `SIC` codes, from `Resources/ofx/sic-categories.tsv`.
package enum OFXMerchantCategories {
    package static let ranges: [(first: Int, last: Int, category: String)] = {
        var result: [(Int, Int, String)] = []
        for line in (ResourceStore.text("ofx/sic-categories.tsv") ?? "").split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2 else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { Int($0) }
            guard let first = bounds.first else { continue }
            result.append((first, bounds.last ?? first, String(fields[1])))
        }
        return result
    }()

    /// The category key for a SIC code, if the table has one.
    package static func category(sic: String) -> String? {
        guard let code = Int(sic.trimmingCharacters(in: .whitespaces)) else { return nil }
        return ranges.first { $0.first <= code && code <= $0.last }?.category
    }
}
