import Testing
import Yams

@testable import StatementAnalysis
@testable import StatementImport
@testable import StatementImporters
@testable import StatementResources

/// The embedded YAML files are read at start-up from the nodes the build composed (ResourceEmbedder's
/// `ComposedForm`, read back by `ComposedYAML`), not from their text: for every file, the nodes and
/// every table read from them must be what composing the text gives.
@Suite struct ComposedYAMLTests {
    /// Kind, style, tag as written (before resolution) and text of every node, in order.
    private func shape(_ node: Node) -> String {
        switch node {
        case let .scalar(s): return "s\(s.style.rawValue)<\(s.tag.rawValue)>\(s.string.debugDescription)"
        case let .sequence(q): return "q\(q.style.rawValue)<\(q.tag.rawValue)>[" + q.map(shape).joined(separator: ",") + "]"
        case let .mapping(m):
            return "m\(m.style.rawValue)<\(m.tag.rawValue)>{" + m.map { shape($0.key) + ":" + shape($0.value) }.joined(separator: ",") + "}"
        case .alias: return "alias"
        }
    }

    private var yamlNames: [String] { ResourceStore.names.filter { $0.hasSuffix(".yaml") } }

    @Test func everyEmbeddedYAMLFileHasTheNodesOfItsText() throws {
        #expect(yamlNames.count >= 30)
        for name in yamlNames {
            let text = try #require(ResourceStore.text(name))
            let composed = try #require(try SimpleYAML.compose(text), "\(name)")
            let form = try #require(ResourceStore.composedYAML(name), "\(name) was not composed by the build")
            let rebuilt = try #require(ComposedYAML.decode(form), "\(name)")
            // Tags read before `==`, which resolves the implicit ones in place.
            let expected = shape(composed)
            #expect(shape(rebuilt) == expected, "\(name)")
            #expect(SimpleYAML.resource(name).map(shape) == expected, "\(name)")
            #expect(rebuilt == composed, "\(name)")
        }
    }

    @Test func everyTableReadFromTheBuiltNodesIsTheTextsTable() throws {
        for name in yamlNames where name.hasPrefix("csv-profiles/") {
            let text = try #require(ResourceStore.text(name))
            let node = try #require(SimpleYAML.resource(name))
            let built = try CSVProfile.load(node: node)
            let fromText = try CSVProfile.load(yaml: text)
            #expect(built == fromText, "\(name)")
        }
        let categories = try #require(ResourceStore.text("categories.yaml"))
        let fromText = try #require(CategoryCatalog.read(yaml: categories))
        #expect(CategoryCatalog.standard.categories == fromText.categories)
        #expect(CategoryCatalog.standard.rules == fromText.rules)
        let keys = try #require(ResourceStore.text("import/json-keys.yaml"))
        #expect(SimpleYAML.lists(node: SimpleYAML.resource("import/json-keys.yaml")) == SimpleYAML.lists(keys))
        for name in ["import/qif-categories.yaml", "import/starling-categories.yaml"] {
            let text = try #require(ResourceStore.text(name))
            let texts = SimpleYAML.texts(text)
            #expect(texts != nil && SimpleYAML.texts(node: SimpleYAML.resource(name)) == texts, "\(name)")
        }
        let columns = try #require(ResourceStore.text("csv/columns.yaml"))
        let lists = SimpleYAML.nestedLists(node: SimpleYAML.resource("csv/columns.yaml"))
        #expect(!lists.isEmpty && String(describing: lists) == String(describing: SimpleYAML.nestedLists(columns)))
        let types = try #require(ResourceStore.text("import/csv-types.yaml"))
        #expect(!CSVTypeTable.standard.values.isEmpty && CSVTypeTable.standard.values == CSVTypeTable(yaml: types).values)
    }

    /// The form as `ComposedForm` writes it: a plain boolean word is a `bool` as a value, a string as
    /// a key; anything not one whole node of the form is nil (the text is then composed). (Yams gives a
    /// collection the style of its end event, `any`, and its duplicate-key check resolves the keys'
    /// tags to `str`: the form keeps both.)
    @Test func theFormReadsAsTheTextComposes() throws {
        let rebuilt = try #require(ComposedYAML.decode("m0-2:s1=3:yess1-2:nos1=1:ks2=2:on"))
        let composed = try #require(try SimpleYAML.compose("yes: no\nk: 'on'\n"))
        #expect(shape(rebuilt) == shape(composed))
        #expect(rebuilt["yes"]?.bool == false && rebuilt["k"]?.string == "on")
        let tagged = try #require(ComposedYAML.decode("q0-1:s1t21:tag:yaml.org,2002:int2:12"))
        #expect(shape(tagged) == shape(try #require(try SimpleYAML.compose("[!!int 12]"))))
        for broken in ["", "s1-3:ab", "s1-2:abc", "q1-2:s1-1:a", "m1-1:s1-1:a", "x1-0:", "s9-0:", "s1?0:", "s1-:", "s1-2:ab s1-0:"] {
            #expect(ComposedYAML.decode(broken) == nil, "\(broken)")
        }
    }
}
