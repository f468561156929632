import Foundation

/// UIKit's stack of current contexts (`UIGraphicsPushContext`, the image contexts, `draw(_:)`), one per thread
/// as in UIKit: the top is `UIGraphicsGetCurrentContext()`.
enum UIGraphicsContextStack {
    /// One entry: a context and, for `UIGraphicsBeginImageContext`, that it is an image context.
    struct Entry {
        let context: CGContext
        let isImageContext: Bool
    }

    final class Box {
        var entries: [Entry] = []
    }

    private static let key = "HeadlessUIKit.UIGraphicsContextStack"

    /// This thread's stack.
    static var box: Box {
        let dictionary = Thread.current.threadDictionary
        if let box = dictionary[key] as? Box { return box }
        let box = Box()
        dictionary[key] = box
        return box
    }

    /// The current context.
    static var top: Entry? { box.entries.last }

    /// Makes `context` current.
    static func push(_ context: CGContext, isImageContext: Bool = false) {
        box.entries.append(Entry(context: context, isImageContext: isImageContext))
    }

    /// Makes the previous context current again.
    @discardableResult
    static func pop() -> Entry? { box.entries.popLast() }

    /// Runs `body` with `context` current.
    static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        push(context)
        defer { pop() }
        return try body()
    }
}
