import Foundation
import IBGen
import IBLint
import InterfaceBuilder
import Testing

/// Real IB files, mutated at random (seeded): reading, linting and generating code never trap (issue 13).
/// A trap would stop the test process, so reaching the end is the proof; the counts show the mutations bit.
@Suite struct MutatedFileTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed from its seed.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// One to four edits: mostly an attribute value replaced by a hostile one, sometimes a cut, a copied run or a truncation.
    static func mutate(_ text: String, _ random: inout Seeded) -> String {
        var bytes = Array(text.utf8)
        let hostile = ["", "x", "-1", "99999999999999999999", "NaN", "Main", "<", "&amp;", "0.5", "YES", "BYZ-38-t0r", "\u{0}"]
        for _ in 0..<Int.random(in: 1...4, using: &random) where bytes.count > 10 {
            let i = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0: bytes.removeSubrange(i..<min(bytes.count, i + Int.random(in: 1...40, using: &random)))
            case 1:
                let j = Int.random(in: 0..<bytes.count, using: &random)
                bytes.insert(contentsOf: bytes[j..<min(bytes.count, j + Int.random(in: 1...80, using: &random))], at: i)
            case 2: bytes.removeSubrange(i...)
            default:
                // The next attribute value after i: `="…"`.
                guard let open = bytes[i...].firstIndex(of: UInt8(ascii: "\"")), open + 1 < bytes.count,
                      let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "\"")) else { continue }
                bytes.replaceSubrange((open + 1)..<close, with: Array(hostile.randomElement(using: &random)!.utf8))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func mutatedCorpusFilesNeverTrapTheReaderTheLinterOrTheGenerator() throws {
        guard let corpus = SharedCorpus.folder() else { return }
        // Given the corpus's Cocoa Touch files
        let manifest = try String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var files: [String] = []
        for line in manifest.split(separator: "\n").dropFirst() {
            let columns: [Substring] = line.split(separator: "\t", omittingEmptySubsequences: false)
            if columns.count > 5, columns[5] == "ios" { files.append(String(columns[0])) }
        }
        var random = Seeded(state: 20261124)
        var read = 0, refused = 0, diagnostics = 0
        let linter = Linter()
        // When 600 random mutations of them are read, linted and turned into code
        for _ in 0..<600 {
            let file = files.randomElement(using: &random)!
            guard let text = try? String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8) else { continue }
            let mutated = Self.mutate(text, &random)
            let name = URL(fileURLWithPath: file).lastPathComponent
            diagnostics += linter.lint(string: mutated, fileName: name).count
            if let document = try? IBDocument.readTolerating(string: mutated, fileName: name).document {
                read += 1
                _ = IBCodeGenerator().generate(documents: [(name: URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent, document: document)])
            } else {
                refused += 1
            }
        }
        print("mutated: \(read) read, \(refused) refused, \(diagnostics) diagnostics")
        // Then nothing trapped, some files still read, some were refused, and the linter said something
        #expect(read > 0)
        #expect(refused > 0)
        #expect(diagnostics > 0)
    }
}
