// Writes a Swift file that holds every file under a folder, keyed by its path relative to that
// folder — a UTF-8 file as a string literal (read at run time without decoding: base64 cost a
// monthly report about a million instructions for the catalogue alone), any other base64-encoded —
// each YAML file's nodes as Yams composes them (`ComposedForm`), and each message catalogue's
// entries (`CatalogueForm`). Run by the EmbedResources build-tool plugin.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ResourceEmbedder RESOURCES_DIR OUTPUT.swift\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

var entries: [(String, Data)] = []
if let walker = FileManager.default.enumerator(
    at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
{
    for case let url as URL in walker {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let full = url.standardizedFileURL.path
        let relative = String(full.dropFirst(root.path.count + 1))
        do {
            entries.append((relative, try Data(contentsOf: url)))
        } catch {
            FileHandle.standardError.write(Data("error: cannot read \(full): \(error)\n".utf8))
            exit(1)
        }
    }
}
entries.sort { $0.0 < $1.0 }

var source = """
    // Generated at build time by ResourceEmbedder from the package's Resources/ folder.
    // Do not edit: edit Resources/ instead.

    enum EmbeddedResources {
        /// Every UTF-8 file of Resources/, keyed by its relative path.
        static let texts: [String: String] = [

    """
var others: [(String, Data)] = []
for (name, data) in entries {
    guard let text = String(bytes: data, encoding: .utf8), Data(text.utf8) == data else {
        others.append((name, data))
        continue
    }
    source += "        \(ComposedForm.literal(name)): \(ComposedForm.literal(text)),\n"
}
if entries.count == others.count { source += "        :\n" }
source += """
        ]

        /// Every other file of Resources/, base64-encoded, keyed by its relative path.
        static let base64: [String: String] = [

    """
for (name, data) in others {
    source += "        \(ComposedForm.literal(name)): \"\(data.base64EncodedString())\",\n"
}
if others.isEmpty { source += "        :\n" }
source += """
        ]

        /// Each YAML file's nodes, composed when the binary was built (ResourceEmbedder's `ComposedForm`),
        /// keyed by its relative path; a file Yams could not compose is not here.
        static let composedYAML: [String: String] = [

    """
var composedCount = 0
for (name, data) in entries where name.hasSuffix(".yaml") {
    guard let form = ComposedForm.encode(String(decoding: data, as: UTF8.self)) else { continue }
    source += "        \(ComposedForm.literal(name)): \(ComposedForm.literal(form)),\n"
    composedCount += 1
}
if composedCount == 0 { source += "        :\n" }
source += """
        ]

        /// Each message catalogue's entries (`messages/<tag>/<area>.json`), read when the binary was
        /// built, keyed by its relative path: the key, the `one` form of a plural entry, and the text or
        /// the `other` form. A file that is not a JSON object is not here.
        static let messages: [String: [(key: String, one: String?, other: String)]] = [

    """
var messageCount = 0
for (name, data) in entries where name.hasPrefix("messages/") && name.hasSuffix(".json") && name.dropFirst(9).contains("/") {
    guard let list = CatalogueForm.entries(data) else { continue }
    source += "        \(ComposedForm.literal(name)): [\n"
    for (key, one, other) in list {
        source += "            (\(ComposedForm.literal(key)), \(one.map(ComposedForm.literal) ?? "nil"), \(ComposedForm.literal(other))),\n"
    }
    source += "        ],\n"
    messageCount += 1
}
if messageCount == 0 { source += "        :\n" }
source += """
        ]

        /// Every file's relative path, sorted (as Swift's `<` sorts them).
        static let names: [String] = [

    """
for (name, _) in entries { source += "        \(ComposedForm.literal(name)),\n" }
source += "    ]\n}\n"

// Only rewrite when the content changes, so unchanged resources do not trigger a recompile.
if let existing = try? Data(contentsOf: output), existing == Data(source.utf8) { exit(0) }
do {
    try Data(source.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
