export { Accordion, type AccordionItem } from './accordion';
export { Badge, statusTone, type BadgeTone } from './badge';
export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Card } from './card';
export { Checkbox, Select, TextArea, TextField, controlClasses, type SelectOption } from './field';
export { Modal } from './modal';
export { Spinner } from './spinner';
export { Container, SectionHeading, Stat } from './section';
