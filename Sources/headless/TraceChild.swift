import Foundation

/// A child process's side of `trace`'s isolation: it writes its progress to a file its parent reads after it
/// ends (`count N`, `begin I`, `end I {outcome as JSON}`), so that a scene that stops the process is known.
struct TraceChild {
    /// The progress file.
    let report: URL
    /// The first scene to trace (index among the chosen ones).
    let from: Int

    /// How many scenes (or nibs) the trace has.
    func count(_ count: Int) { write("count \(count)") }

    /// Scene `index` (named `name`) starts.
    func begin(_ index: Int, _ name: String) { write("begin \(index) \(name)") }

    /// Scene `index` ended with `outcome`.
    func end(_ index: Int, _ outcome: TraceOutcome) {
        let json = (try? JSONEncoder().encode(outcome)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        write("end \(index) \(json)")
    }

    /// Appends a line at once (unbuffered: the process may stop right after).
    private func write(_ line: String) {
        guard let handle = try? FileHandle(forWritingTo: report) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }
}

/// What a parent reads back from a child's progress file.
struct TraceProgress {
    /// The number of scenes, once the child knew it.
    var count: Int?
    /// The last scene begun, and its name.
    var begun: (index: Int, name: String)?
    /// The scenes that ended, with their outcomes.
    var ended: [Int: TraceOutcome] = [:]

    /// Parses a progress file.
    init(contentsOf url: URL) {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count >= 2, let index = Int(parts[1]) else { continue }
            switch parts[0] {
            case "count": count = index
            case "begin": begun = (index, parts.count == 3 ? parts[2] : "#\(index)")
            case "end" where parts.count == 3:
                ended[index] = (try? JSONDecoder().decode(TraceOutcome.self, from: Data(parts[2].utf8))) ?? TraceOutcome()
            default: break
            }
        }
    }
}
