import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct PasteboardTests {
    @Test("Copying a string puts it on the general pasteboard and counts a change")
    func copyingAString() {
        UIApplication.shared.resetForTesting()
        let pasteboard = UIPasteboard.general
        let before = pasteboard.changeCount
        #expect(!pasteboard.hasStrings)
        #expect(pasteboard.string == nil)

        pasteboard.string = "Caprese Salad"

        #expect(pasteboard.string == "Caprese Salad")
        #expect(pasteboard.strings == ["Caprese Salad"])
        #expect(pasteboard.hasStrings)
        #expect(!pasteboard.hasURLs)
        #expect(pasteboard.changeCount == before + 1)
        #expect(pasteboard.numberOfItems == 1)
        #expect(pasteboard.types == ["public.utf8-plain-text"])
        #expect(pasteboard.contains(pasteboardTypes: UIPasteboard.typeListString))
        #expect(pasteboard.data(forPasteboardType: "public.utf8-plain-text") == Data("Caprese Salad".utf8))
    }

    @Test("URLs, images and mixed items read back by type; setting one kind replaces the items")
    func typedItems() {
        UIApplication.shared.resetForTesting()
        let pasteboard = UIPasteboard.general
        let url = URL(string: "https://example.com")!
        let photo = UIImage(size: CGSize(width: 2, height: 2))

        pasteboard.urls = [url, url]
        #expect(pasteboard.url == url)
        #expect(pasteboard.urls?.count == 2)
        #expect(!pasteboard.hasStrings)

        pasteboard.image = photo
        #expect(pasteboard.image == photo)
        #expect(pasteboard.hasImages)
        #expect(!pasteboard.hasURLs)

        pasteboard.items = [["public.utf8-plain-text": "a"], ["public.url": url], ["public.utf8-plain-text": "b"]]
        #expect(pasteboard.strings == ["a", "b"])
        #expect(pasteboard.urls == [url])
        #expect(pasteboard.numberOfItems == 3)

        pasteboard.string = nil
        #expect(pasteboard.numberOfItems == 0)
    }

    @Test("A change posts UIPasteboard.changedNotification with the types added")
    func changePostsNotification() {
        UIApplication.shared.resetForTesting()
        final class Added: @unchecked Sendable { var types: [[String]] = [] }
        let added = Added()
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: UIPasteboard.general, queue: nil) { note in
            added.types.append(note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? [])
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        UIPasteboard.general.string = "x"

        #expect(added.types == [["public.utf8-plain-text"]])
        #expect(UIPasteboard.changedNotification.rawValue == "UIPasteboardChangedNotification")
    }

    @Test("The app reset empties the general pasteboard and forgets named ones")
    func resetEmptiesPasteboards() {
        UIApplication.shared.resetForTesting()
        UIPasteboard.general.string = "left over"
        let named = UIPasteboard.withName(UIPasteboard.Name("com.example.drafts"), create: true)
        named?.string = "draft"
        #expect(UIPasteboard.withName(UIPasteboard.Name("com.example.drafts"), create: false) === named)

        UIApplication.shared.resetForTesting()

        #expect(UIPasteboard.general.string == nil)
        #expect(UIPasteboard.general.changeCount == 0)
        #expect(UIPasteboard.withName(UIPasteboard.Name("com.example.drafts"), create: false) == nil)
        #expect(UIPasteboard.general.name.rawValue == "com.apple.UIKit.pboard.general")
    }
}
