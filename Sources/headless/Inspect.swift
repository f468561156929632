import ArgumentParser
import Foundation
import InterfaceBuilder

/// `headless inspect FILE...`: what an Interface Builder file holds, readable or as JSON.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what .xib and .storyboard files hold: scenes, segues, outlets, actions, and what was not understood.",
        discussion: "Exits 0 when every file was read, 1 otherwise (each error goes to standard error, with file, line and column)."
    )

    /// The files to read.
    @Argument(help: "The .xib or .storyboard files.")
    var files: [String]

    /// JSON output: one object per file, one per line.
    @Flag(help: "Print one JSON object per file instead of text.")
    var json = false

    func run() throws {
        var failed = false
        for file in files {
            do {
                let document = try IBDocument.read(contentsOf: URL(fileURLWithPath: file))
                let summary = DocumentSummary(document, file: file)
                print(json ? summary.json() : summary.text())
            } catch {
                failed = true
                FileHandle.standardError.write(Data("\(error)\n".utf8))
            }
        }
        if failed { throw ExitCode(1) }
    }
}

/// What `inspect` reports of one document, in a form both the text and the JSON output use.
struct DocumentSummary: Codable {
    /// One scene's controller.
    struct Scene: Codable {
        let id: String
        let controllerClass: String
        let storyboardIdentifier: String?
        let title: String?
    }
    /// One segue.
    struct Segue: Codable {
        let kind: String?
        let identifier: String?
        let source: String
        let destination: String?
    }
    /// One outlet or outlet collection.
    struct Outlet: Codable {
        let source: String
        let property: String
        let destination: String?
        let isCollection: Bool
    }
    /// One action.
    struct Action: Codable {
        let source: String
        let eventType: String?
        let destination: String?
        let selector: String
    }

    let file: String
    let documentType: String
    let kind: String
    let version: String
    let toolsVersion: String?
    let initialViewController: String?
    let scenes: [Scene]
    let segues: [Segue]
    let outlets: [Outlet]
    let actions: [Action]
    let notUnderstood: [String]

    init(_ document: IBDocument, file: String) {
        func label(_ index: Int?) -> String {
            guard let index else { return "?" }
            let object = document[index]
            return "\(object.id) (\(DocumentSummary.className(of: object)))"
        }
        func labelOfID(_ id: String?) -> String? {
            guard let id else { return nil }
            return document.index(ofID: id).map { label($0) } ?? id
        }
        self.file = file
        documentType = document.header.type
        kind = document.kind.rawValue
        version = document.header.version
        toolsVersion = document.header.toolsVersion
        initialViewController = labelOfID(document.header.initialViewController)
        scenes = document.scenes.compactMap { scene in
            guard let index = scene.controller else { return nil }
            let controller = document[index]
            return Scene(id: controller.id, controllerClass: DocumentSummary.className(of: controller),
                         storyboardIdentifier: controller.storyboardIdentifier, title: controller.title)
        }
        var segues: [Segue] = []
        var outlets: [Outlet] = []
        var actions: [Action] = []
        for connection in document.connections {
            switch connection.kind {
            case .segue:
                segues.append(Segue(kind: connection.segueKind ?? connection.relationship.map { _ in "relationship" },
                                    identifier: connection.identifier ?? connection.relationship,
                                    source: label(connection.source), destination: labelOfID(connection.destination)))
            case .action:
                actions.append(Action(source: label(connection.source), eventType: connection.eventType,
                                      destination: labelOfID(connection.destination), selector: connection.selector ?? "?"))
            default:
                if let property = connection.property {
                    outlets.append(Outlet(source: label(connection.source), property: property,
                                          destination: labelOfID(connection.destination),
                                          isCollection: connection.collectionClass != nil || connection.kind.rawValue.contains("ollection")))
                }
            }
        }
        self.segues = segues
        self.outlets = outlets
        self.actions = actions
        notUnderstood = (document.coverage.unknownElements.map { "element <\($0.name)> in \($0.context) ×\($0.count)" }
            + document.coverage.unknownAttributes.map { "attribute \($0.name) in \($0.context) ×\($0.count)" })
    }

    /// The class an object becomes: its custom class (with its module), else UIKit's class for its element.
    static func className(of object: IBObject) -> String {
        if let custom = object.customClass {
            return object.customModule.map { "\($0).\(custom)" } ?? custom
        }
        if object.kind == "viewControllerPlaceholder" {
            return "storyboard reference \(object.storyboardName ?? "")\(object.referencedIdentifier.map { "#\($0)" } ?? "")"
        }
        // The compiler's table of element kinds and UIKit classes: one source of truth.
        return NibNames.objectClass(forKind: object.kind)
    }

    /// The readable form.
    func text() -> String {
        var lines = ["\(file)", "  \(kind) — \(documentType) \(version)\(toolsVersion.map { ", tools \($0)" } ?? "")"]
        if let initialViewController { lines.append("  initial view controller: \(initialViewController)") }
        if !scenes.isEmpty {
            lines.append("  scenes (\(scenes.count)):")
            for scene in scenes {
                var parts = ["    \(scene.id)", scene.controllerClass]
                if let id = scene.storyboardIdentifier { parts.append("storyboard id \"\(id)\"") }
                if let title = scene.title { parts.append("title \"\(title)\"") }
                lines.append(parts.joined(separator: "  "))
            }
        }
        if !segues.isEmpty {
            lines.append("  segues (\(segues.count)):")
            for segue in segues {
                lines.append("    \(segue.kind ?? "(no kind)")\(segue.identifier.map { " \"\($0)\"" } ?? ""): \(segue.source) → \(segue.destination ?? "?")")
            }
        }
        if !outlets.isEmpty {
            lines.append("  outlets (\(outlets.count)):")
            for outlet in outlets {
                lines.append("    \(outlet.source).\(outlet.property)\(outlet.isCollection ? "[]" : "") → \(outlet.destination ?? "?")")
            }
        }
        if !actions.isEmpty {
            lines.append("  actions (\(actions.count)):")
            for action in actions {
                lines.append("    \(action.source) \(action.eventType ?? "") → \(action.destination ?? "?").\(action.selector)")
            }
        }
        lines.append(notUnderstood.isEmpty ? "  not understood: nothing" : "  not understood (\(notUnderstood.count)):")
        lines.append(contentsOf: notUnderstood.map { "    \($0)" })
        return lines.joined(separator: "\n")
    }

    /// One line of JSON.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
