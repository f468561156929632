import Foundation

/// Why the driver could not do what a test asked: no element matched, several did where one was
/// needed, the element cannot be used that way now (disabled, hidden, not a text input…). The
/// message lists what is on screen.
public struct HeadlessDriverError: Error, CustomStringConvertible, Equatable {
    /// The kinds of failure.
    public enum Kind: String, Sendable {
        /// No element matched the query.
        case notFound
        /// Several elements matched where one was needed.
        case ambiguous
        /// The element is there but a user could not use it (disabled, hidden, not in the window, ignoring touches).
        case notHittable
        /// The action does not apply to this kind of element, or its argument is out of range.
        case unsupported
    }

    /// What went wrong.
    public let kind: Kind
    /// The message: what was asked, why it failed, and what is on screen.
    public let message: String

    /// Makes an error.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// Stops the test with the message, as a failed XCUITest query does.
    func raise(file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("HeadlessDriver: \(message)", file: file, line: line)
    }
}
