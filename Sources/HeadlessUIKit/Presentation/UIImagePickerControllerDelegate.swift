import Foundation

/// What an image picker tells its delegate: a picked image or movie, or a cancel.
///
/// Both methods are optional, as in UIKit. The delegate is expected to dismiss the picker; when it
/// does not implement a method, the default dismisses the picker (animated), as iOS does.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// Sent when the user picked media; `info` holds the image (`.originalImage`, `.editedImage`
    /// when editing is allowed) and its type (`.mediaType`).
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])

    /// Sent when the user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Dismisses the picker by default.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }

    /// Dismisses the picker by default.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
