import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// The transactions, in date order, each with its category.
public struct TransactionsSection: SectionContent {
    public static let name = "transactions"

    public var heading: String
    public var rows: [TransactionRow]
    /// `12 more transactions not listed`.
    public var omittedText: String?
    public var emptyText: String?

    package init(_ report: Report, _ x: ViewText) {
        heading = x.t("report.section.transactions")
        rows = report.transactions.map { TransactionRow($0, x) }
        omittedText = report.omittedTransactions > 0
            ? x.t("report.omitted", ["count": .number(report.omittedTransactions)]) : nil
        emptyText = rows.isEmpty && omittedText == nil ? x.t("report.transactions.empty") : nil
    }
}

/// One transaction as a line of a table.
public struct TransactionRow: Sendable {
    /// `01/09/2026`: fixed width, the region's order.
    public var date: String
    public var description: String
    /// The payee when the source gives one that the description does not already say (a name read
    /// from the bank's label, `CARREFOUR` in `CB CARREFOUR 25/11`, is not repeated).
    public var payee: String?
    public var icon: String
    public var category: String
    public var amount: SignedText
    /// `pending`, for a transaction the bank has not booked yet.
    public var statusText: String?

    package init(_ ct: CategorizedTransaction, _ x: ViewText) {
        let t = ct.transaction
        date = x.days.numeric(t.bookingDate)
        // Nothing but a code (a camt entry with no text and no counterparty): the kind of movement, in words.
        description = t.description.nonBlank == nil ? x.t("kind.\(t.kind.rawValue)") : CardNumberMask.masked(t.description)
        payee = t.payee.flatMap { p in
            p.nonBlank == nil || TransactionRow.says(t.description, p) ? nil : CardNumberMask.masked(p)
        }
        icon = x.icon(ct.category)
        category = x.categoryName(ct.category)
        amount = SignedText(t.amount, x)
        statusText = t.status == .pending ? x.t("report.status.pending")
            : t.status == .information ? x.t("report.status.information") : nil
    }

    /// Whether every word of `name` is a word of `text` (folded): the text already says the name.
    static func says(_ text: String, _ name: String) -> Bool {
        if name == text { return true }
        let folded = TextFolding.fold(text), foldedName = TextFolding.fold(name)
        // Folded ASCII (the usual bank text) is letters, digits and single spaces: its words compared
        // as bytes, without a set of strings split by characters (about 30,000 instructions a row).
        if folded.allSatisfy({ $0 < 0x80 }), foldedName.allSatisfy({ $0 < 0x80 }) {
            return hasEveryWord(of: foldedName, in: folded)
        }
        let words = Set(String(decoding: folded, as: UTF8.self).split(separator: " "))
        return String(decoding: foldedName, as: UTF8.self).split(separator: " ").allSatisfy { words.contains($0) }
    }

    /// Whether each word (a run of bytes other than spaces) of `name` is a word of `text`, found in
    /// place: no array of words made for either (a row's payee checked against its description).
    static func hasEveryWord(of name: [UInt8], in text: [UInt8]) -> Bool {
        name.withUnsafeBufferPointer { n in
            text.withUnsafeBufferPointer { t in
                var i = 0
                while let w = word(in: n, from: i) {
                    if !hasWord(n[w], in: t) { return false }
                    i = w.upperBound
                }
                return true
            }
        }
    }

    private static func hasWord(_ word: Slice<UnsafeBufferPointer<UInt8>>, in t: UnsafeBufferPointer<UInt8>) -> Bool {
        var a = 0
        while let w = self.word(in: t, from: a) {
            if w.count == word.count, t[w].elementsEqual(word) { return true }
            a = w.upperBound
        }
        return false
    }

    /// The next word of `bytes` (a run of bytes other than spaces) at or after `start`; nil when none is left.
    private static func word(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var a = start
        while a < bytes.count, bytes[a] == 0x20 { a += 1 }
        guard a < bytes.count else { return nil }
        var b = a
        while b < bytes.count, bytes[b] != 0x20 { b += 1 }
        return a..<b
    }
}
