import Testing

@testable import StatementAnalysis

@Suite struct PayeeTableTests {
    /// Thousands of payees, some of them prefixes of others: each found where it was put, in the order
    /// they came, the same bytes always the same payee, and a payee never added never found.
    @Test func findsEachPayeeInTheOrderTheyCame() {
        var table = PayeeTable<Int>()
        let names = (0..<5_000).map { n in Array("payee \(n % 2 == 0 ? "carrefour" : "sncf") \(n)".utf8) }
        for (n, name) in names.enumerated() {
            let key = PayeeKey(name)
            #expect(table.index(of: key) == nil)
            table.append(key, n)
        }
        #expect(table.count == names.count)
        #expect(table.keys.map(\.bytes) == names)
        for (n, name) in names.enumerated() {
            guard let i = table.index(of: PayeeKey(name)) else {
                Issue.record("payee \(n) not found")
                continue
            }
            #expect(table.values[i] == n)
            table.values[i] += 1
        }
        #expect(table.values == Array(1...names.count))
        #expect(table.index(of: PayeeKey(Array("payee carrefour 5000".utf8))) == nil)
        #expect(table.index(of: PayeeKey(Array("payee sncf 1 ".utf8))) == nil)
        #expect(table.index(of: PayeeKey([])) == nil)
    }
}
