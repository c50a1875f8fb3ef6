import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// The forms `statement-report transactions` writes.
public enum TransactionsFormat: String, Sendable, CaseIterable {
    /// `TransactionsCSV`: one row per transaction.
    case csv
    /// `TransactionsJSON`: the project's JSON form of statements.
    case json
    /// `TransactionsLedger`: an hledger journal.
    case ledger
}

/// What the head of one statement says, known once its file is read: the statement as the importer
/// left it (no transactions) and the days of its transactions.
package struct StatementFacts: Sendable {
    package var info: StatementInfo
    package var source: String
    package var format: String
    /// The first and last booking days of its transactions; nil when it has none.
    package var days: DayRange?

    package init(info: StatementInfo, source: String, format: String, days: DayRange?) {
        self.info = info
        self.source = source
        self.format = format
        self.days = days
    }

    /// `Statement.period`: the stated period widened to hold every transaction.
    package var period: DayRange? {
        let transactionDays = days ?? info.period
        switch (info.period, transactionDays) {
        case let (p?, t?): return p.union(t)
        case let (p, t): return p ?? t
        }
    }
}

/// The account of a statement as each record names it. A class: each record is given it, and a
/// struct of strings was copied there field by field (a retain and a release each), 6 % of the
/// JSON export's consumer thread.
package final class RecordAccount: Sendable {
    package let account: Account
    /// The ledger's own side (`assets:bank:FR76…`).
    package let own: TransactionsLedger.Name

    package init(account: Account, source: String) {
        self.account = account
        self.own = TransactionsLedger.Name(TransactionsLedger.ownAccount(account, source: source))
    }
}

/// A streaming export in pieces — the document's head, each statement's head and tail, one record
/// per transaction, the document's tail — whose concatenation is, byte for byte, what
/// `TransactionsCSV`, `TransactionsJSON` and `TransactionsLedger` write whole. A record is rendered as
/// soon as its transaction is read; heads wait for what only the end of a file tells (balances, the
/// period, the ledger's commodities).
package struct TransactionsPieces {
    package let format: TransactionsFormat
    package let catalog: CategoryCatalog
    package let language: Language
    /// The names a category is written with, by its number (`record`'s): CSV's `category_name`
    /// and the ledger's other side for money out (`expenses:…`) and in (`income:…`), each looked up in
    /// the catalog once (1,300 instructions a row); by number, not in a dictionary by key (whose
    /// hashing of the key cost 375 instructions a row).
    private var names: [CategoryNames] = []
    /// The file name the last record's location named, as this format's rows write it.
    private var locationFile = LocationFile()

    package init(format: TransactionsFormat, catalog: CategoryCatalog = .standard, language: Language) {
        self.format = format
        self.catalog = catalog
        self.language = language
    }

    /// Bytes at the start of a record left out when it is the first of its statement (JSON's comma).
    package var firstRecordSkip: Int { format == .json ? 1 : 0 }

    /// The document's start; `digits` (the ledger's commodities) as `TransactionsLedger` counts them.
    package func documentHead(digits: [Currency: Int]) -> [UInt8] {
        switch format {
        case .csv:
            return Array((TransactionsCSV.columns.joined(separator: ",") + "\n").utf8)
        case .json:
            var json = JSONText(depth: 0)
            json.beginObject()
            json.number("version", TransactionsJSON.version)
            json.beginArray("statements")
            return json.bytes
        case .ledger:
            var out = "; statement-report transactions --format ledger\n"
            for (c, n) in digits.sorted(by: { $0.key.code < $1.key.code }) {
                out += "commodity 1000" + (n > 0 ? "." + String(repeating: "0", count: n) : "") + " \(c.code)\n"
            }
            return Array(out.utf8)
        }
    }

    /// The document's end, after `statements` statements.
    package func documentTail(statements: Int) -> [UInt8] {
        guard format == .json else { return [] }
        return Array(((statements > 0 ? "\n  ]" : "]") + "\n}\n").utf8)
    }

    /// A statement's start; `first` when no statement comes before it in the document.
    package func statementHead(_ s: StatementFacts, first: Bool) -> [UInt8] {
        switch format {
        case .csv:
            return []
        case .json:
            var json = JSONText(depth: 2)
            TransactionsJSON.head(&json, s.info, source: s.source, format: s.format)
            return (first ? [] : [0x2C]) + json.bytes
        case .ledger:
            var out = "\n; \(TransactionsLedger.comment(s.source))"
            if let p = s.period { out += " (\(p.start) … \(p.end))" }
            out += "\n"
            if let b = s.info.openingBalance { out += "; opening balance\(b.date.map { " \($0)" } ?? ""): \(TransactionsLedger.amount(b.money))\n" }
            if let b = s.info.closingBalance { out += "; closing balance\(b.date.map { " \($0)" } ?? ""): \(TransactionsLedger.amount(b.money))\n" }
            return Array(out.utf8)
        }
    }

    /// A statement's end, after `records` records.
    package func statementTail(records: Int) -> [UInt8] {
        guard format == .json else { return [] }
        return Array(((records > 0 ? "\n      ]" : "]") + "\n    }").utf8)
    }

    /// Appends the record of one transaction of a statement of `account`, with its `category` key
    /// and that key's `number`, which names it for as long as these pieces are used (the numbers of
    /// one `ExportCategories`); a `refund` is booked against the expense it refunds.
    package mutating func record(_ t: Transaction, category: String, number: Int, refund: Bool = false, account: RecordAccount,
                                 to out: inout [UInt8])
    {
        switch format {
        case .csv:
            let name: String
            if knows(number, category), let known = names[number].csv {
                name = known
            } else {
                name = catalog.name(of: category, in: language)
                keep(number, category) { $0.csv = name }
            }
            TransactionsCSV.appendRow(t, category: category, categoryName: name,
                                      accountText: t.account ?? account.account.iban ?? account.account.id ?? account.account.name ?? "",
                                      file: &locationFile, to: &out)
        case .json:
            TransactionsJSON.appendTransaction(t, category: category, file: &locationFile, to: &out)
        case .ledger:
            let moneyOut = t.isMoneyOut || refund
            let other: TransactionsLedger.Name
            if OwnTransfers.kind(of: t, category: category, own: []) != nil {
                other = TransactionsLedger.Name(TransactionsLedger.transfers)
            } else if knows(number, category), let known = moneyOut ? names[number].ledgerOut : names[number].ledgerIn {
                other = known
            } else {
                let name = TransactionsLedger.accountName(catalog.name(of: category, in: language))
                other = TransactionsLedger.Name((moneyOut ? "expenses:" : "income:") + name)
                keep(number, category) { if moneyOut { $0.ledgerOut = other } else { $0.ledgerIn = other } }
            }
            TransactionsLedger.appendEntry(t, own: account.own, other: other, file: &locationFile, to: &out)
        }
    }

    /// Whether `names[number]` holds the names of `category` (the same text: one met under another
    /// number is looked up in the catalog).
    @inline(__always)
    private func knows(_ number: Int, _ category: String) -> Bool {
        number >= 0 && number < names.count && names[number].key == category
    }

    /// Keeps a name of category `number` (`set` fills it in), unless the number names another category.
    private mutating func keep(_ number: Int, _ category: String, _ set: (inout CategoryNames) -> Void) {
        guard number >= 0 else { return }
        if number >= names.count { names += Array(repeating: CategoryNames(), count: number + 1 - names.count) }
        if names[number].key == nil { names[number].key = category }
        if names[number].key == category { set(&names[number]) }
    }

    /// Counts the digits of `t`'s currency as the ledger's commodity directives show them.
    @inline(__always)
    package static func count(_ t: Transaction, digits: inout [Currency: Int]) {
        let c = t.amount.currency
        guard !c.isUnspecified else { return }
        let scale = t.amount.amount.scale
        if let n = digits[c] {
            if scale > n { digits[c] = scale }
        } else {
            digits[c] = max(c.minorUnits, scale)
        }
    }
}

/// The names one category is written with in an export, as they are met.
private struct CategoryNames {
    var key: String?
    var csv: String?
    var ledgerOut: TransactionsLedger.Name?
    var ledgerIn: TransactionsLedger.Name?
}
