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
    public static var names: [String] { sortedNames }

    /// Sorted once: the catalogues, the profiles and the templates each look through the names.
    private static let sortedNames = (Array(EmbeddedResources.texts.keys) + EmbeddedResources.base64.keys).sorted()

    private static let overrideDirectory: String? = {
        guard let dir = ProcessEnvironment.current["STATEMENT_REPORT_RESOURCES"], !dir.isEmpty else {
            return nil
        }
        return dir
    }()
}
