import Foundation
import Testing
@testable import HeadlessUIKit

/// Names apps use that Linux's Foundation or HeadlessUIKit lacked: item providers, attachments,
/// background tasks, quick actions, document pickers. Their documented behaviour on iOS (the document
/// picker dismisses itself before telling its delegate); no numbered rule.
@MainActor
struct FoundationGapsTests {
    @Test("An item provider of a URL loads it on the next turn, and answers which types it has")
    func itemProvider() {
        UIApplication.shared.resetForTesting()
        let url = URL(string: "https://example.com")!
        let provider = NSItemProvider(object: url)
        var loaded: [String] = []
        provider.loadItem(forTypeIdentifier: "public.url") { item, _ in loaded.append("\(item as? URL == url)") }
        provider.loadItem(forTypeIdentifier: "public.image") { _, error in loaded.append("error \(error != nil)") }
        let atOnce = loaded
        UIApplication.shared.runUntilIdle()
        #expect(atOnce.isEmpty)
        #expect(loaded == ["true", "error true"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(provider.canLoadObject(ofClass: URL.self))
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
    }

    @Test("A text attachment is one attachment character carrying the attachment, sized by its image")
    func textAttachment() {
        let attachment = NSTextAttachment(image: UIImage(size: CGSize(width: 12, height: 10)))
        let text = NSAttributedString(attachment: attachment)
        #expect(text.string == "\u{FFFC}")
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(attachment.displaySize == CGSize(width: 12, height: 10))
    }

    @Test("Background tasks are counted until ended; ending an unknown one is logged, not fatal")
    func backgroundTasks() {
        UIApplication.shared.resetForTesting()
        let task = UIApplication.shared.beginBackgroundTask(withName: "upload") {}
        let running = UIApplication.shared.runningBackgroundTaskCount
        UIApplication.shared.endBackgroundTask(task)
        UIApplication.shared.endBackgroundTask(task)
        #expect(task != .invalid)
        #expect(running == 1)
        #expect(UIApplication.shared.runningBackgroundTaskCount == 0)
        UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "new", localizedTitle: "New", icon: UIApplicationShortcutIcon(type: .add))]
        #expect(UIApplication.shared.shortcutItems?.first?.icon?.iconType == .add)
    }

    private final class Picker: UIDocumentPickerDelegate {
        var picked: [URL] = []
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked = urls }
    }

    @Test("A presented document picker dismisses itself and hands the picked files to its delegate")
    func documentPicker() {
        // Given a presented document picker
        UIApplication.shared.resetForTesting()
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let picker = UIDocumentPickerViewController(documentTypes: ["public.text"], in: .import)
        let delegate = Picker()
        picker.delegate = delegate
        root.present(picker, animated: true)
        UIApplication.shared.runUntilIdle()

        // When the user picks a file
        let file = URL(fileURLWithPath: "/tmp/notes.txt")
        picker.simulatePick([file])
        UIApplication.shared.runUntilIdle()

        // Then the delegate has it and the picker is gone
        #expect(delegate.picked == [file])
        #expect(root.presentedViewController == nil)
        #expect(window.isKeyWindow)
    }
}

/// NSHashTable and drag and drop types.
@MainActor
struct HashTableAndDragDropTests {
    private final class Listener {}

    @Test("A weak hash table forgets an object that is gone and keeps each object once")
    func weakHashTable() {
        let table = NSHashTable<Listener>.weakObjects()
        let kept = Listener()
        table.add(kept)
        table.add(kept)
        do {
            let gone = Listener()
            table.add(gone)
            #expect(table.count == 2)
        }
        #expect(table.count == 1)
        #expect(table.contains(kept))
        table.remove(kept)
        #expect(table.allObjects.isEmpty)
    }

    private final class DropTarget: UICollectionViewDropDelegate {
        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {}
    }

    @Test("A collection view keeps its drop delegate, whose defaults accept nothing")
    func dropDelegateDefaults() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let target = DropTarget()
        collection.dropDelegate = target
        let item = UIDragItem(itemProvider: NSItemProvider(object: "text"))
        item.localObject = 3
        #expect(collection.dropDelegate === target)
        #expect(item.itemProvider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath).operation == .move)
    }
}
