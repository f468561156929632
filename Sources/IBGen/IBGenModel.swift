import Foundation
import InterfaceBuilder

/// What `gen` writes code for, read from the InterfaceBuilder model: per storyboard its scenes, segues and
/// prototype cells; per xib its owner, top-level views and cells; and the images and colours every file names.
struct IBGenModel {
    /// One storyboard.
    struct Storyboard {
        var name: String
        /// The initial controller's type, if there is one.
        var initialClass: String?
        /// Identified scenes: storyboard identifier → controller type.
        var scenes: [(identifier: String, className: String)] = []
        /// Segue identifiers by source controller type name (sorted, unique).
        var segues: [String: Set<String>] = [:]
        /// Prototype cells: reuse identifier → cell type.
        var cells: [(identifier: String, className: String)] = []
    }

    /// One xib.
    struct Nib {
        var name: String
        /// File's Owner's type (`NSObject` when the file names none).
        var ownerClass: String
        /// The top-level views' types, in file order.
        var viewClasses: [String]
        /// Cells: reuse identifier → cell type.
        var cells: [(identifier: String, className: String)] = []
    }

    var storyboards: [Storyboard] = []
    var nibs: [Nib] = []
    /// Image names (system images left out) with the files that name them.
    var images: [String: Set<String>] = [:]
    /// Colour names (colour sets) with the files that name them.
    var colors: [String: Set<String>] = [:]

    /// The type name to write for a class: module-qualified unless its module is `module` (the generated file's own).
    static func typeName(customClass: String?, customModule: String?, uikitClass: String, module: String?) -> String {
        guard let customClass else { return uikitClass }
        guard let customModule, customModule != module else { return customClass }
        return "\(customModule).\(customClass)"
    }

    /// Reads the documents; `name` is each file's bundle name (`Main`).
    init(documents: [(name: String, document: IBDocument)], module: String?) {
        for (name, document) in documents.sorted(by: { $0.name < $1.name }) {
            for resource in document.resources {
                if resource.kind == "image", resource.catalog != "system" {
                    images[resource.name, default: []].insert(name + "." + document.kind.fileExtension)
                } else if resource.kind == "namedColor" {
                    colors[resource.name, default: []].insert(name + "." + document.kind.fileExtension)
                }
            }
            if document.kind == .storyboard {
                storyboards.append(IBGenModel.storyboard(name, document, module: module))
            } else {
                nibs.append(IBGenModel.nib(name, document, module: module))
            }
        }
    }

    private static func type(of object: IBObject, module: String?) -> String {
        typeName(customClass: object.customClass, customModule: object.customModule,
                 uikitClass: NibNames.objectClass(forKind: object.kind), module: module)
    }

    /// The controller type a storyboard scene's controller instantiates as (a reference: UIViewController).
    private static func controllerType(of object: IBObject, module: String?) -> String {
        object.kind == "viewControllerPlaceholder" ? "UIViewController" : type(of: object, module: module)
    }

    private static func cells(in document: IBDocument, module: String?) -> [(identifier: String, className: String)] {
        let cellKinds: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]
        var seen = Set<String>()
        var found: [(String, String)] = []
        for object in document.objects where cellKinds.contains(object.kind) {
            guard let identifier = object.reuseIdentifier, !identifier.isEmpty, seen.insert(identifier).inserted else { continue }
            found.append((identifier, type(of: object, module: module)))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    private static func storyboard(_ name: String, _ document: IBDocument, module: String?) -> Storyboard {
        var result = Storyboard(name: name)
        result.initialClass = document.initialViewController.map { controllerType(of: $0, module: module) }
        var identified: [String: String] = [:]
        for controller in document.controllers {
            guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty, identified[identifier] == nil else { continue }
            identified[identifier] = controllerType(of: controller, module: module)
        }
        result.scenes = identified.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        for segue in document.segues {
            guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
            // The segue's source: the controller of the scene the triggering object sits in.
            let source = document.objects[segue.source]
            let controller = source.scene.flatMap { document.scenes[$0].controller }.map { document.objects[$0] } ?? source
            let sourceName = controller.customClass ?? NibNames.objectClass(forKind: controller.kind)
            result.segues[sourceName, default: []].insert(identifier)
        }
        result.cells = cells(in: document, module: module)
        return result
    }

    private static func nib(_ name: String, _ document: IBDocument, module: String?) -> Nib {
        let owner = document.filesOwner.map { owner in
            typeName(customClass: owner.customClass, customModule: owner.customModule, uikitClass: "NSObject", module: module)
        } ?? "NSObject"
        let views = document.topLevelObjects.map { document.objects[$0] }.filter { object in
            !object.isPlaceholder && !object.isController && (object.frame != nil || object.kind.hasSuffix("View") || object.kind.hasSuffix("Cell")
                || ["view", "label", "button", "imageView", "stackView", "textField", "textView", "switch", "slider"].contains(object.kind))
        }
        return Nib(name: name, ownerClass: owner, viewClasses: views.map { type(of: $0, module: module) },
                   cells: cells(in: document, module: module))
    }
}

extension IBDocumentKind {
    /// `storyboard` or `xib`.
    var fileExtension: String { self == .storyboard ? "storyboard" : "xib" }
}
