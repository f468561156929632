import Foundation

/// How diagnostics are printed: as compilers do (`xcode`), as JSON, or as GitHub Actions annotations.
public enum LintReporter: String, Sendable, CaseIterable {
    /// `path:line:column: warning: message [rule]`, one per line.
    case xcode
    /// A JSON array of `{file, line, column, severity, message, rule}`.
    case json
    /// `::warning file=…,line=…,col=…,title=rule::message`, one per line.
    case github

    /// The whole output for a report.
    public func render(_ report: LintReport) -> String {
        switch self {
        case .xcode:
            return report.diagnostics.map { $0.description + "\n" }.joined()
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(report.diagnostics)) ?? Data("[]".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        case .github:
            return report.diagnostics.map { d in
                let properties = "file=\(LintReporter.escapeProperty(d.file)),line=\(d.line),col=\(d.column),title=\(LintReporter.escapeProperty(d.rule))"
                return "::\(d.severity.rawValue) \(properties)::\(LintReporter.escapeData(d.message)) [\(d.rule)]\n"
            }.joined()
        }
    }

    /// GitHub's workflow-command escaping of a message.
    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's escaping of a property value (also `:` and `,`).
    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
