import React, { useId, useState } from "react"
import styled from "styled-components"

export interface AccordionItem {
  question: string
  answer: string
}

/**
 * Questions that open one at a time (requirements §5.2): opening one closes the others,
 * clicking the open one closes it. Without JavaScript every answer shows.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const baseId = useId()

  return (
    <List>
      {items.map((item, index) => {
        const open = openIndex === index
        const buttonId = `${baseId}-question-${index}`
        const panelId = `${baseId}-answer-${index}`
        return (
          <Item key={item.question}>
            <h3>
              <Question
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{item.question}</span>
                <Sign aria-hidden="true">{open ? "−" : "+"}</Sign>
              </Question>
            </h3>
            <Answer id={panelId} data-open={open}>
              <p>{item.answer}</p>
            </Answer>
          </Item>
        )
      })}
    </List>
  )
}

const List = styled.div`
  max-width: 52rem;
`

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
`

const Question = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  width: 100%;
  min-height: 48px;
  padding: 1rem 0.25rem;
  font: inherit;
  font-weight: 700;
  text-align: left;
  color: ${({ theme }) => theme.colors.ink};
  background: none;
  border: 0;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Sign = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 1.25rem;
  line-height: 1;
`

const Answer = styled.div`
  padding: 0 0.25rem 1rem;
  color: ${({ theme }) => theme.colors.muted};

  &[data-open="false"] {
    display: none;
  }
  .no-js &[data-open="false"] {
    display: block;
  }
  p {
    margin: 0;
  }
`
