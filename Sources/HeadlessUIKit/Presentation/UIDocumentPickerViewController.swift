import Foundation

/// How a document picker gets files, with UIKit's raw values.
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Copies the picked files into the app.
    case `import` = 0
    /// Opens the picked files where they are.
    case open = 1
    /// Copies the given files out.
    case exportToService = 2
    /// Moves the given files out.
    case moveToService = 3
}

/// The system's document browser, presented to pick (or export) files. Headless: no browser is
/// shown; a test presents it and calls `simulatePick(_:)` or `simulateCancel()`, which dismiss it
/// (as UIKit does, before telling the delegate) and then tell the delegate. Files are named by
/// type identifier strings (`UTType` is in UniformTypeIdentifiers, which Linux lacks).
@MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// Told what the user picked (held weakly).
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// The mode.
    public let documentPickerMode: UIDocumentPickerMode
    /// The type identifiers offered (for picking).
    public let documentTypes: [String]
    /// The files to export (for exporting).
    public let exportedURLs: [URL]
    /// Whether several files may be picked.
    open var allowsMultipleSelection = false
    /// Whether file extensions are shown.
    open var shouldShowFileExtensions = false
    /// The folder the browser starts in.
    open var directoryURL: URL?

    /// Makes a picker of files of some types (iOS 8–13 form).
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        documentTypes = allowedUTIs
        documentPickerMode = mode
        exportedURLs = []
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a picker that exports or moves files (iOS 8–13 form).
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        documentTypes = []
        documentPickerMode = mode
        exportedURLs = urls
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a picker that exports one file.
    public convenience init(url: URL, in mode: UIDocumentPickerMode) { self.init(urls: [url], in: mode) }

    /// Makes a picker that exports files (iOS 14).
    public convenience init(forExporting urls: [URL], asCopy: Bool = false) {
        self.init(urls: urls, in: asCopy ? .exportToService : .moveToService)
    }

    /// Document pickers are made in code.
    public required init?(coder: NSCoder) {
        documentTypes = []
        documentPickerMode = .import
        exportedURLs = []
        super.init(coder: coder)
    }

    /// HeadlessUIKit: the user picks files: the picker dismisses itself, then the delegate gets
    /// `documentPicker(_:didPickDocumentsAt:)`. Returns false (and logs) when it is not presented.
    @discardableResult
    open func simulatePick(_ urls: [URL]) -> Bool {
        guard isPresentedForSimulation("simulatePick(_:)") else { return false }
        dismiss(animated: true)
        delegate?.documentPicker(self, didPickDocumentsAt: urls)
        return true
    }

    /// HeadlessUIKit: the user taps Cancel: the picker dismisses itself, then `documentPickerWasCancelled(_:)`.
    @discardableResult
    open func simulateCancel() -> Bool {
        guard isPresentedForSimulation("simulateCancel()") else { return false }
        dismiss(animated: true)
        delegate?.documentPickerWasCancelled(self)
        return true
    }
}

/// Told what a document picker's user did.
@MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// Files were picked.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    /// Does nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Does nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
