import { Modal } from '../../ui/form/Modal.tsx';
import { ContactForm } from '../../blocks/form/ContactForm.tsx';

/** The contact modal: loaded on first use by ContactFormHost. */
export default function ContactDialog({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: HTMLElement | null }) {
  return (
    <Modal
      title="Contact us"
      description="Tell us about your project. Fields marked * are required; we reply within one working day."
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      className="contact-dialog"
    >
      <ContactForm onFinished={onClose} autoFocus />
    </Modal>
  );
}
