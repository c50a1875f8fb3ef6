import Mustache

/// A view value as swift-mustache sees it, with its fields read through `Mirror` once.
///
/// Left to itself, swift-mustache reflects a value again for every `{{name}}` it looks up, and for
/// every value on the context stack it climbs: about 80,000 instructions a lookup on `ReportView`,
/// most of the time of rendering a report. This wrapper reflects each struct once, on its first
/// lookup, and answers from a dictionary: the same values, so the same output (optionals unwrapped
/// as swift-mustache unwraps them; arrays and nested structs wrapped in turn; strings, numbers,
/// booleans, dictionaries and anything with its own Mustache behaviour passed as they are).
final class MustacheFields: MustacheParent {
    private let value: Any
    private var fields: [String: Any]?

    private init(_ value: Any) { self.value = value }

    /// `value`, wrapped when it is a struct (or an array of them) that swift-mustache would reflect.
    static func wrap(_ value: Any) -> Any {
        if value is MustacheParent || value is MustacheCustomRepresentation || value is MustacheCustomRenderable
            || value is MustacheLambda || value is MustacheTemplate
        {
            return value
        }
        switch Mirror(reflecting: value).displayStyle {
        case .struct: return MustacheFields(value)
        case .collection:
            guard let array = value as? [Any] else { return value }
            return array.map(wrap)
        default: return value
        }
    }

    func child(named name: String) -> Any? {
        if fields == nil {
            var table: [String: Any] = [:]
            for child in Mirror(reflecting: value).children {
                guard let label = child.label, table[label] == nil, let unwrapped = MustacheFields.unwrapOptional(child.value) else { continue }
                table[label] = MustacheFields.wrap(unwrapped)
            }
            fields = table
        }
        return fields![name]
    }

    /// What swift-mustache's own lookup gives for a field: an optional's value, nil for `nil`.
    private static func unwrapOptional(_ object: Any) -> Any? {
        let mirror = Mirror(reflecting: object)
        guard mirror.displayStyle == .optional else { return object }
        guard let first = mirror.children.first else { return nil }
        return first.value
    }
}
