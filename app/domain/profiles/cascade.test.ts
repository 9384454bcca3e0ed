import { describe, expect, it } from 'vitest'
import { districtSelectState } from './cascade'

const map = {
  '1': [{ id: '10', title: 'Far North' }, { id: '11', title: 'Whangārei' }],
  '2': [{ id: '20', title: 'Hamilton' }, { id: '11', title: 'Shared' }],
  '3': [],
}

describe('region to district cascade', () => {
  it('fills the districts of the chosen region', () => {
    expect(districtSelectState(map, '1', null)).toEqual({ options: map['1'], value: '', disabled: false })
  })
  it('keeps the prior district when the new region still has it', () => {
    expect(districtSelectState(map, '2', '11').value).toBe('11')
  })
  it('resets to the placeholder when the prior district is not in the new region', () => {
    expect(districtSelectState(map, '2', '10').value).toBe('')
  })
  it('is disabled with no region, an unknown region, a region without districts, or a disabled region select', () => {
    expect(districtSelectState(map, '', null).disabled).toBe(true)
    expect(districtSelectState(map, '99', null).disabled).toBe(true)
    expect(districtSelectState(map, '3', null).disabled).toBe(true)
    expect(districtSelectState(map, '1', '10', true)).toMatchObject({ disabled: true, value: '10' })
  })
})
