import Foundation
import InterfaceBuilder

// A container's relationship children (a navigation controller's root, a tab bar controller's tabs, a split view's
// master and detail) are encoded inside the container's scene nib (rule 70). A child that is a storyboard reference
// (`viewControllerPlaceholder`) is archived as its `UIStoryboardReference`: UIKit loads the referenced scene, from
// the other storyboard of the same bundle (`UIStoryboard(name:bundle:)` with the containing storyboard's bundle) or
// from this one, and puts it in the container in its place, as if it were in the same file. A reference to a
// storyboard or identifier that does not exist raises UIKit's NSInvalidArgumentException.
extension UINibDecoder {
    /// The relationship children under `key` (`UIViewControllers`), in order, storyboard references resolved.
    @MainActor func relationshipChildren(_ key: String) -> [UIViewController] {
        guard let index = lookup(key)?.objectIndex else { return [] }
        return session.instances(inArray: index).compactMap(relationshipChild)
    }

    /// The relationship child under `key` (`UIMasterViewController`), a storyboard reference resolved.
    @MainActor func relationshipChild(_ key: String) -> UIViewController? {
        guard let index = lookup(key)?.objectIndex else { return nil }
        return session.instance(at: index).flatMap(relationshipChild)
    }

    @MainActor private func relationshipChild(_ object: AnyObject) -> UIViewController? {
        if let controller = object as? UIViewController { return controller }
        guard let reference = object as? UIStoryboardReference else { return nil }
        return reference.resolveAsChild(from: session.externalObjects["UIStoryboardPlaceholder"] as? UIStoryboard)
    }
}
