import InterfaceBuilder

extension IBDocument {
    /// Calls `body` with every element of the file, in document order.
    func forEachElement(_ body: (IBElement) -> Void) {
        var stack = [root]
        while let element = stack.popLast() {
            body(element)
            stack += element.children.reversed()
        }
    }

    /// How a message names the object an element belongs to (its nearest ancestor with an object id).
    func lintOwnerName(of element: IBElement) -> String {
        var current: IBElement? = element
        while let e = current {
            if let id = e[attribute: "id"], let object = object(withID: id) { return object.lintName }
            current = e.parent
        }
        return "the document"
    }
}

extension IBObject {
    /// Whether the object's class belongs to another module than the app's: a custom module set without Xcode's
    /// "Inherit Module From Target" (`customModuleProvider="target"`). The source rules do not check such classes.
    var isFromOtherModule: Bool { customModule != nil && customModuleProvider != "target" }

    /// The app class the source rules check for this object: a custom class that is not a framework class and not
    /// from another module; nil otherwise.
    var checkedCustomClass: String? {
        guard let name = customClass, !SwiftSourceIndex.isFrameworkClass(name), !isFromOtherModule else { return nil }
        return name
    }
}
