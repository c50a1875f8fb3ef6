// Writes a Swift file that holds every file under a folder, base64-encoded, keyed by its
// path relative to that folder. Run by the EmbedResources build-tool plugin.
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
        /// Every file of Resources/, base64-encoded, keyed by its relative path.
        static let base64: [String: String] = [

    """
for (name, data) in entries {
    let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    source += "        \"\(escaped)\": \"\(data.base64EncodedString())\",\n"
}
if entries.isEmpty { source += "        :\n" }
source += "    ]\n}\n"

// Only rewrite when the content changes, so unchanged resources do not trigger a recompile.
if let existing = try? Data(contentsOf: output), existing == Data(source.utf8) { exit(0) }
do {
    try Data(source.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
