import Foundation
import Testing
import SourceRewriter

@Suite("Rewriting FoodTracker")
struct FoodTrackerStories {
    /// FoodTracker's sources in `shared/` beside the repository (read only).
    static let folder: String = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let inShared = "shared/clients/FoodTracker/FoodTracker/FoodTracker"
        let candidates = [repository.deletingLastPathComponent().appendingPathComponent(inShared).path, "/work/" + inShared]
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
    }()

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test("Every FoodTracker file is rewritten without a failure, line for line", .enabled(if: !files.isEmpty))
    func everyFile() throws {
        for file in Self.files {
            let path = Self.folder + "/" + file
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let result = SourceRewriter.rewrite(source, fileName: path)
            #expect(result.failures.isEmpty, "\(file): \(result.failures)")
            #expect(result.notes.allSatisfy { $0.severity == .note }, "\(file): \(result.notes)")
            // One more line: the #sourceLocation.
            #expect(lineCount(result.text) == lineCount(source) + 1, "\(file)")
            for construct in ["@IBOutlet", "@objc", "#selector", "import os", "@UIApplicationMain", "@IBInspectable", "weak var"] {
                #expect(!result.text.contains(construct), "\(file) still has \(construct)")
            }
        }
    }

    @Test("RatingControl lists ratingButtonTappedWithButton: and its selector names it", .enabled(if: !files.isEmpty))
    func ratingControl() throws {
        let source = try String(contentsOfFile: Self.folder + "/RatingControl.swift", encoding: .utf8)
        let text = SourceRewriter.rewrite(source, fileName: "RatingControl.swift").text
        #expect(text.contains(#"button.addTarget(self, action: Selector("ratingButtonTappedWithButton:"), for: .touchUpInside)"#))
        #expect(text.contains("let bundle = Bundle.headlessMain\n"))
        #expect(text.contains(#""ratingButtonTappedWithButton:": .init(RatingControl.self) { target, sender in target.ratingButtonTapped(button: sender as! UIButton) }"#))
        // UIKit's UIStackView.init(coder:) is not failable, nor is HeadlessUIKit's: the initializer stays as written.
        #expect(text.contains("    required init(coder: NSCoder) {\n        super.init(coder: coder)\n"))
    }
}
