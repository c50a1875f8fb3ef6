/// The account a transaction belongs to, as rules see it: every name it goes by, folded once per
/// statement.
struct AccountContext: Sendable {
    /// Raw and folded names: id, IBAN (as written and without spaces), name, holder, the file name.
    let names: [(raw: String, folded: [UInt8])]

    init(account: Account, source: String) {
        var raw: [String] = []
        if let id = account.id { raw.append(id) }
        if let iban = account.iban {
            raw.append(iban)
            raw.append(iban.filter { $0 != " " })
        }
        if let name = account.name { raw.append(name) }
        if let holder = account.holder { raw.append(holder) }
        let base = source.split(separator: "/").last.map(String.init) ?? source
        if !base.isEmpty { raw.append(base) }
        var seen: Set<String> = []
        names = raw.filter { !$0.isEmpty && seen.insert($0).inserted }.map { ($0, TextFolding.fold($0)) }
    }

    static let none = AccountContext(account: Account(), source: "")
}

/// One transaction as rules look at it: its fields folded on first use, once, however many rules ask.
struct MatchSubject {
    let transaction: Transaction
    let account: AccountContext

    init(_ transaction: Transaction, account: AccountContext) {
        self.transaction = transaction
        self.account = account
    }

    private var _description: [UInt8]?
    private var _payee: [UInt8]??
    private var _memo: [UInt8]??
    private var _ownAccount: [UInt8]??

    var description: [UInt8] {
        mutating get {
            if let d = _description { return d }
            let d = TextFolding.fold(transaction.description)
            _description = d
            return d
        }
    }

    var payee: [UInt8]? {
        mutating get {
            if let p = _payee { return p }
            let p = transaction.payee.map(TextFolding.fold)
            _payee = .some(p)
            return p
        }
    }

    var memo: [UInt8]? {
        mutating get {
            if let m = _memo { return m }
            let m = transaction.memo.map(TextFolding.fold)
            _memo = .some(m)
            return m
        }
    }

    var ownAccount: [UInt8]? {
        mutating get {
            if let a = _ownAccount { return a }
            let a = transaction.account.map(TextFolding.fold)
            _ownAccount = .some(a)
            return a
        }
    }
}

extension TransactionMatch {
    /// Whether every condition holds for the transaction.
    func matches(_ subject: inout MatchSubject) -> Bool {
        let t = subject.transaction
        if let direction {
            guard direction == .moneyOut ? t.isMoneyOut : t.isMoneyIn else { return false }
        }
        if !kinds.isEmpty, !kinds.contains(t.kind) { return false }
        if let amount, !amount.contains(t.amount.amount) { return false }
        if !description.isEmpty {
            let folded = subject.description
            guard description.contains(where: { $0.matches(raw: t.description, folded: folded) }) else { return false }
        }
        if !payee.isEmpty {
            guard let raw = t.payee, let folded = subject.payee,
                payee.contains(where: { $0.matches(raw: raw, folded: folded) })
            else { return false }
        }
        if !memo.isEmpty {
            guard let raw = t.memo, let folded = subject.memo,
                memo.contains(where: { $0.matches(raw: raw, folded: folded) })
            else { return false }
        }
        if !counterparty.isEmpty {
            let raw: String
            let folded: [UInt8]
            if let p = t.payee, let f = subject.payee, !f.isEmpty {
                raw = p
                folded = f
            } else {
                raw = t.description
                folded = subject.description
            }
            guard counterparty.contains(where: { $0.matches(raw: raw, folded: folded) }) else { return false }
        }
        if !account.isEmpty, !account.matchesAccount(&subject) { return false }
        return true
    }
}

extension Array where Element == TextPattern {
    /// Whether any pattern matches any of the account's names (and the transaction's own account).
    func matchesAccount(_ subject: inout MatchSubject) -> Bool {
        if isEmpty { return false }
        var names = subject.account.names
        if let raw = subject.transaction.account, let folded = subject.ownAccount { names.append((raw, folded)) }
        return contains { pattern in names.contains { pattern.matches(raw: $0.raw, folded: $0.folded) } }
    }
}
