import Foundation
import Testing
@testable import HeadlessUIKit

/// `UILabel.attributedText`: the text with attributes, drawn run by run, and UIKit's hand-over with `text`.
@MainActor @Suite struct LabelAttributedTextTests {
    @Test func anAttributedTextSetsTheTextAndDrawsItsRuns() {
        // Given a label given a bold red word followed by plain text
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let attributed = NSMutableAttributedString(string: "Soup", attributes: [.font: UIFont.boldSystemFont(ofSize: 20),
                                                                                  .foregroundColor: UIColor.red])
        attributed.append(NSAttributedString(string: " of the day"))
        label.attributedText = attributed
        // Then its text is the characters, and its drawing has two runs: the first bold and red, the second in the
        // label's own font and colour
        #expect(label.text == "Soup of the day")
        let runs = label.drawing(scale: 1).texts.first?.runs ?? []
        #expect(runs.map(\.string) == ["Soup", " of the day"])
        #expect(runs.first?.pointSize == 20 && runs.first?.color == UIColor.red.cgColor)
        #expect(runs.last?.pointSize == 17 && runs.last?.color == UIColor.label.cgColor)
    }

    @Test func settingTheTextDropsTheAttributes() {
        // Given a label with an attributed text
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Old", attributes: [.foregroundColor: UIColor.red])
        // When its plain text is set
        label.text = "New"
        // Then the attributed text is the new text in the label's font and colour
        let attributed = label.attributedText
        #expect(attributed?.string == "New")
        #expect((attributed?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor) == UIColor.label)
        #expect((attributed?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == label.font)
    }

    @Test func noTextMeansNoAttributedText() {
        #expect(UILabel().attributedText == nil)
    }
}
