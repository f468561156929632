import Foundation
import Testing
@testable import HeadlessUIKit

/// Fonts made from descriptors. UIKit's documented behaviour (UIFontDescriptor symbolic traits); no numbered rule.
@MainActor
struct FontDescriptorTests {
    @Test("A bold trait on the body style's descriptor makes a bold system font of the style's size")
    func boldBody() throws {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let bold = try #require(body.withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 17)
        #expect(font.fontName == ".SFUI-Bold")
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    @Test("A named font's italic trait picks its family's italic face, and a size overrides the descriptor's")
    func namedItalic() throws {
        let descriptor = UIFontDescriptor(name: "Helvetica", size: 12)
        let italic = try #require(descriptor.withSymbolicTraits(.traitItalic))
        let font = UIFont(descriptor: italic, size: 20)
        #expect(font.fontName == "Helvetica-Italic")
        #expect(font.pointSize == 20)
        #expect(font.familyName == "Helvetica")
        #expect(UIFont(descriptor: descriptor.withSize(9), size: 0).pointSize == 9)
    }
}
