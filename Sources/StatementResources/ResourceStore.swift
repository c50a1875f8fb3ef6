import Foundation

/// Read access to the files of the package's `Resources/` folder, which the build embeds in the binary.
///
/// Setting `STATEMENT_REPORT_RESOURCES` to a folder makes files found there win over the embedded
/// copies (for trying a template change without rebuilding).
public enum ResourceStore {
    /// The file's bytes, or nil when there is no such resource.
    public static func data(_ name: String) -> Data? {
        if let dir = overrideDirectory,
            let data = FileManager.default.contents(atPath: dir + "/" + name)
        {
            return data
        }
        if let text = EmbeddedResources.texts[name] { return Data(text.utf8) }
        guard let encoded = EmbeddedResources.base64[name] else { return nil }
        return Data(base64Encoded: encoded)
    }

    /// The nodes of the YAML file `name` as the build composed them (`ComposedYAML` in StatementImport
    /// reads this form), or nil: not a YAML file the build could compose, or a file of that name in
    /// `STATEMENT_REPORT_RESOURCES`, whose text is then read as any other.
    public static func composedYAML(_ name: String) -> String? {
        if let dir = overrideDirectory, FileManager.default.fileExists(atPath: dir + "/" + name) { return nil }
        return EmbeddedResources.composedYAML[name]
    }

    /// The entries of the message catalogue `name` (`messages/en/core.json`) as the build read them —
    /// the key, the `one` form of a plural entry (nil for a plain text), the text or the `other`
    /// form —, or nil: not a catalogue the build could read, or a file of that name in
    /// `STATEMENT_REPORT_RESOURCES`, whose JSON is then read as any other.
    public static func messages(_ name: String) -> [(key: String, one: String?, other: String)]? {
        if let dir = overrideDirectory, FileManager.default.fileExists(atPath: dir + "/" + name) { return nil }
        return EmbeddedResources.messages[name]
    }

    /// The file as UTF-8 text, or nil.
    public static func text(_ name: String) -> String? {
        if overrideDirectory == nil, let text = EmbeddedResources.texts[name] { return text }
        return data(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `STATEMENT_REPORT_RESOURCES` names a folder that holds `folder` (a relative path such
    /// as `templates/html/`): files there then win over the embedded ones.
    public static func overrides(_ folder: String) -> Bool {
        guard let dir = overrideDirectory else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: dir + "/" + folder, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The names of the embedded files, sorted (relative paths such as `templates/report.html.mustache`).
    /// Sorted when the binary was built: sorting them at start-up cost 0.7 M instructions a run.
    public static var names: [String] { EmbeddedResources.names }

    private static let overrideDirectory: String? = {
        guard let dir = ProcessEnvironment.current["STATEMENT_REPORT_RESOURCES"], !dir.isEmpty else {
            return nil
        }
        return dir
    }()
}
