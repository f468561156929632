import Foundation
import Logging

/// Where HeadlessUIKit's diagnostics go.
///
/// Warnings that UIKit prints to the console (rules 27, 51, 57…) are logged through `logger` and
/// also reach every active `LifecycleRecorder`, so tests can assert on them.
@MainActor
public enum HeadlessUIKitLog {
    /// The logger for UIKit-style warnings; replace it to route or silence them.
    public static var logger = Logger(label: "HeadlessUIKit")
}

@MainActor
enum Diagnostics {
    /// Logs a UIKit-style warning and shows it to active recorders.
    static func warning(_ message: String) {
        HeadlessUIKitLog.logger.warning("\(message)")
        LifecycleRecorder.recordDiagnostic(message)
    }
}

/// A misuse that UIKit answers with an Objective-C exception.
///
/// UIKit's signatures cannot throw, so the non-throwing API stops the program with UIKit's message,
/// as iOS does. Methods ending in `OrThrow` throw this instead, for callers who want to recover.
public struct UIKitException: Error, CustomStringConvertible, Equatable {
    /// The exception's name, as UIKit names it (`NSInvalidArgumentException`…).
    public let name: String
    /// UIKit's message.
    public let reason: String

    /// Makes an exception with UIKit's name and message.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'`, as iOS prints it.
    public var description: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }

    static func invalidArgument(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInvalidArgumentException", reason: reason)
    }

    static func hierarchyInconsistency(_ reason: String) -> UIKitException {
        UIKitException(name: "UIViewControllerHierarchyInconsistency", reason: reason)
    }

    static func internalInconsistency(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInternalInconsistencyException", reason: reason)
    }

    /// Stops the program the way an uncaught exception stops an iOS app.
    func raise(file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError(description, file: file, line: line)
    }
}

/// UIKit's `<Module.Class: 0x…>` form for an object, as it appears in UIKit's messages.
func uikitDescription(_ object: AnyObject) -> String {
    let address = UInt(bitPattern: ObjectIdentifier(object).hashValue)
    return "<\(uikitTypeName(type(of: object))): 0x\(String(address, radix: 16))>"
}

/// A class's name as UIKit prints it: UIKit's own classes bare (`UIView`), an app's classes with
/// their module (`MyApp.ViewController`), as the Objective-C runtime names Swift classes.
func uikitTypeName(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    let ownPrefix = "HeadlessUIKit."
    return name.hasPrefix(ownPrefix) ? String(name.dropFirst(ownPrefix.count)) : name
}
