import Foundation
import PackagePlugin

/// Turns the package's top-level `Resources/` folder into one generated Swift file.
///
/// `Resources/` stays the one place where templates, catalogues and tables are edited; the
/// generated file makes the built binary self-contained (SwiftPM's `Bundle.module` would stop
/// the program when its bundle folder is not next to the binary).
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let resources = context.package.directoryURL.appending(path: "Resources")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        var inputs: [URL] = []
        let keys: [URLResourceKey] = [.isRegularFileKey]
        if let walker = FileManager.default.enumerator(
            at: resources, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        {
            for case let url as URL in walker {
                if (try? url.resourceValues(forKeys: Set(keys)).isRegularFile) == true {
                    inputs.append(url)
                }
            }
        }
        inputs.sort { $0.path < $1.path }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files from Resources/",
                executable: try context.tool(named: "ResourceEmbedder").url,
                arguments: [resources.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
