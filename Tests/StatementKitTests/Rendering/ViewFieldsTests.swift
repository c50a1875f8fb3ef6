import Testing

@testable import StatementRendering

@Suite struct ViewFieldsTests {
    /// The template fields are read through key paths: a view's fields, optionals unwrapped.
    @Test func viewFieldsAreFoundByName() throws {
        struct Row: MustacheFields {
            var name: String
            var note: String?
            var count: Int
        }
        let row = Row(name: "Loyer", note: nil, count: 3)
        #expect(row.child(named: "name") as? String == "Loyer")
        #expect(row.child(named: "note") == nil)
        #expect(Row(name: "", note: "x", count: 0).child(named: "note") as? String == "x")
        #expect(row.child(named: "count") as? Int == 3)
        #expect(row.child(named: "missing") == nil)
        #expect(ViewFields.fields(of: Row.self)?.keys.sorted() == ["count", "name", "note"])
    }
}
