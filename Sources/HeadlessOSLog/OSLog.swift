import Foundation
import Logging

// Apple's `os` logging on Linux, printed through swift-log. The source rewriter turns an app's `import os.log` and
// `import os` into `import HeadlessOSLog`, so `os_log(...)`, `OSLog` and `Logger(subsystem:category:)` compile.
//
// Name clash: `os`'s logger type is `Logger`, and so is swift-log's. This module's `Logger` is the `os` one; inside
// this module swift-log's is written `Logging.Logger`. A file that imports both HeadlessOSLog and Logging writes
// `HeadlessOSLog.Logger` or `Logging.Logger`.

/// A log's subsystem and category, as `os`'s `OSLog`; its messages go to a swift-log logger of label "subsystem.category".
public final class OSLog: Sendable {
    /// The subsystem (`com.example.app`), empty for the default log.
    public let subsystem: String
    /// The category (`network`), empty for the default log.
    public let category: String
    /// The swift-log logger the messages go to.
    public let logger: Logging.Logger

    /// A log of a subsystem and a category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        let label = [subsystem, category].filter { !$0.isEmpty }.joined(separator: ".")
        var logger = Logging.Logger(label: label.isEmpty ? "default" : label)
        logger.logLevel = .debug
        self.logger = logger
    }

    /// The default log (`OSLog.default`).
    public static let `default` = OSLog(subsystem: "", category: "")

    /// A log that drops its messages (`OSLog.disabled`).
    public static let disabled: OSLog = {
        let log = OSLog(subsystem: "", category: "disabled")
        return log
    }()
}

/// A message's level, as `os`'s `OSLogType`.
public struct OSLogType: Sendable, Hashable {
    /// The swift-log level it prints at.
    public let level: Logging.Logger.Level

    /// A type printed at a swift-log level.
    public init(level: Logging.Logger.Level) { self.level = level }

    /// `.default` (notice).
    public static let `default` = OSLogType(level: .notice)
    /// `.info`.
    public static let info = OSLogType(level: .info)
    /// `.debug`.
    public static let debug = OSLogType(level: .debug)
    /// `.error`.
    public static let error = OSLogType(level: .error)
    /// `.fault` (critical).
    public static let fault = OSLogType(level: .critical)
}

/// Logs a printf-style message, as `os_log` does: `os_log("Saved %{public}@", log: .default, type: .debug, name)`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    emit(OSLogFormat.format(message.description, args), log: log, type: type)
}

/// Logs a printf-style message with the type first: `os_log(.error, log: log, "Failed: %d", code)`.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    emit(OSLogFormat.format(message.description, args), log: log, type: type)
}

func emit(_ text: String, log: OSLog, type: OSLogType) {
    guard log !== OSLog.disabled else { return }
    log.logger.log(level: type.level, "\(text)")
}

/// `os_log`'s format strings, made `String(format:)` ones.
enum OSLogFormat {
    /// `%{public}@` → `%@`, `%{private}d` → `%d`: the privacy braces removed, then `String(format:)`.
    static func format(_ format: String, _ args: [CVarArg]) -> String {
        let plain = removingPrivacy(format)
        return args.isEmpty ? plain.replacingOccurrences(of: "%%", with: "%") : String(format: plain, arguments: args)
    }

    /// The format without its `{public}`, `{private}`, `{sensitive}`… annotations.
    static func removingPrivacy(_ format: String) -> String {
        var result = ""
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            result.append(character)
            index = format.index(after: index)
            if character == "%", index < format.endIndex, format[index] == "{",
               let close = format[index...].firstIndex(of: "}") {
                index = format.index(after: close)
            } else if character == "%", index < format.endIndex, format[index] == "%" {
                result.append("%")
                index = format.index(after: index)
            }
        }
        return result
    }
}

/// How a value shows in a message, as `os`'s `OSLogPrivacy`; printed in full on Linux either way.
public struct OSLogPrivacy: Sendable, Hashable {
    let name: String
    /// Shown.
    public static let `public` = OSLogPrivacy(name: "public")
    /// Hidden on iOS (shown here).
    public static let `private` = OSLogPrivacy(name: "private")
    /// Hidden on iOS (shown here).
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    /// The system's choice.
    public static let auto = OSLogPrivacy(name: "auto")
    /// Hidden on iOS with a hash (shown here).
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    /// A hidden value's mask.
    public enum Mask: Sendable { case hash, none }
}

/// A message with interpolations, as `os`'s `OSLogMessage`: `"Loaded \(count, privacy: .public) meals"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The text.
    public let text: String

    /// A message without interpolations.
    public init(stringLiteral value: String) { text = value }

    /// A message with interpolations.
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// The pieces of a message.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        /// A literal part.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A value, with an optional privacy (ignored on Linux).
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) { text += String(describing: value) }
        /// A value with its privacy and an alignment or format (ignored on Linux).
        public mutating func appendInterpolation<T>(_ value: T, format: some Any, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value)
        }
    }
}

/// `os`'s `Logger` (not swift-log's, see the top of this file): `Logger(subsystem:category:).info("…")`.
public struct Logger: Sendable {
    /// The log it writes to.
    public let log: OSLog

    /// A logger for a subsystem and a category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }

    /// A logger writing to a log.
    public init(_ log: OSLog) { self.log = log }

    /// A logger writing to the default log.
    public init() { log = .default }

    /// A message of a type.
    public func log(level: OSLogType, _ message: OSLogMessage) { emit(message.text, log: log, type: level) }
    /// A message of the default type.
    public func log(_ message: OSLogMessage) { emit(message.text, log: log, type: .default) }
    /// A debug message.
    public func debug(_ message: OSLogMessage) { emit(message.text, log: log, type: .debug) }
    /// A trace message (debug).
    public func trace(_ message: OSLogMessage) { emit(message.text, log: log, type: .debug) }
    /// An info message.
    public func info(_ message: OSLogMessage) { emit(message.text, log: log, type: .info) }
    /// A notice (the default type).
    public func notice(_ message: OSLogMessage) { emit(message.text, log: log, type: .default) }
    /// A warning (error).
    public func warning(_ message: OSLogMessage) { emit(message.text, log: log, type: .error) }
    /// An error message.
    public func error(_ message: OSLogMessage) { emit(message.text, log: log, type: .error) }
    /// A critical message (fault).
    public func critical(_ message: OSLogMessage) { emit(message.text, log: log, type: .fault) }
    /// A fault.
    public func fault(_ message: OSLogMessage) { emit(message.text, log: log, type: .fault) }
}
